import { baseUrlOf } from "@/lib/api/base-url";
import { handle, readBody } from "@/lib/api/contract-route";
import { CreateWebhookContract, ListWebhooksContract } from "@/lib/webhooks/contracts";
import { createWebhook, describeWebhook, listWebhooks } from "@/lib/webhooks/webhooks";

export * from "@/lib/api/method-not-allowed";

// GET /api/v1/webhooks — the account's endpoints, without their secrets
export const GET = handle(ListWebhooksContract, async ({ caller }) => ({ webhooks: (await listWebhooks({ accountId: caller.account.id })).map(describeWebhook) }));

// POST /api/v1/webhooks — add an endpoint; its signing secret is in this answer and never again
export const POST = handle(CreateWebhookContract, async ({ request, caller }) => {
  const input = await readBody(CreateWebhookContract, request);
  const { row, secret } = await createWebhook({ accountId: caller.account.id, input, linkBaseUrl: baseUrlOf(request) });
  return { ...describeWebhook(row), secret };
});
