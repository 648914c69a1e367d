import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { handle, readBody } from "@darkroom/lib/http/contract-route";
import { CreateWebhookContract, ListWebhooksContract } from "@darkroom/lib/http/contracts/webhooks";
import { createWebhook, describeWebhook, listWebhooks } from "@darkroom/lib/domain/webhooks/webhooks";

// GET /api/v1/webhooks — the account's endpoints, without their secrets
export const GET = handle(ListWebhooksContract, async ({ caller }) => ({ webhooks: (await listWebhooks({ accountId: caller.account.id })).map(describeWebhook) }));

// POST /api/v1/webhooks — add an endpoint; its signing secret is in this answer and never again
export const POST = handle(CreateWebhookContract, async ({ request, caller }) => {
  const input = await readBody(CreateWebhookContract, request);
  const { row, secret } = await createWebhook({ account: caller.account, input, linkBaseUrl: baseUrlOf(request) });
  return { ...describeWebhook(row), secret };
});
