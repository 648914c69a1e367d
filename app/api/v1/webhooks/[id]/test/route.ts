import { handle } from "@darkroom/lib/http/contract-route";
import { TestWebhookContract } from "@darkroom/lib/http/contracts/webhooks";
import { describeDelivery, sendTestPing } from "@darkroom/lib/domain/webhooks/webhooks";

// POST /api/v1/webhooks/{id}/test — queue a ping to the endpoint
export const POST = handle(TestWebhookContract, async ({ caller, params }) => describeDelivery(await sendTestPing({ account: caller.account, webhookId: params.id })));
