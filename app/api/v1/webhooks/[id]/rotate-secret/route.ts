import { handle } from "@darkroom/lib/http/contract-route";
import { RotateWebhookSecretContract } from "@darkroom/lib/http/contracts/webhooks";
import { describeWebhook, rotateWebhookSecret } from "@darkroom/lib/domain/webhooks/webhooks";

// POST /api/v1/webhooks/{id}/rotate-secret — a new signing secret, in this answer and never again
export const POST = handle(RotateWebhookSecretContract, async ({ caller, params }) => {
  const { row, secret } = await rotateWebhookSecret({ account: caller.account, webhookId: params.id });
  return { ...describeWebhook(row), secret };
});
