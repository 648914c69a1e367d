import { handle, readBody } from "@darkroom/lib/http/contract-route";
import { DeleteWebhookContract, GetWebhookContract, UpdateWebhookContract } from "@darkroom/lib/http/contracts/webhooks";
import { deleteWebhook, describeWebhook, getWebhookOrThrow, updateWebhook } from "@darkroom/lib/domain/webhooks/webhooks";

// GET /api/v1/webhooks/{id} — one endpoint, with why it was disabled if it was
export const GET = handle(GetWebhookContract, async ({ caller, params }) => describeWebhook(await getWebhookOrThrow({ accountId: caller.account.id, webhookId: params.id })));

// PATCH /api/v1/webhooks/{id} — change URL or events, disable or enable
export const PATCH = handle(UpdateWebhookContract, async ({ request, caller, params }) =>
  describeWebhook(await updateWebhook({ account: caller.account, webhookId: params.id, patch: await readBody(UpdateWebhookContract, request) })),
);

// DELETE /api/v1/webhooks/{id} — delete an endpoint and its delivery log
export const DELETE = handle(DeleteWebhookContract, async ({ caller, params }) => {
  await deleteWebhook({ accountId: caller.account.id, webhookId: params.id });
  return new Response(null, { status: 204 });
});
