import { handle } from "@/lib/api/contract-route";
import { TestWebhookContract } from "@/lib/webhooks/contracts";
import { describeDelivery, sendTestPing } from "@/lib/webhooks/webhooks";

export * from "@/lib/api/method-not-allowed";

// POST /api/v1/webhooks/{id}/test — queue a ping to the endpoint
export const POST = handle(TestWebhookContract, async ({ caller, params }) => describeDelivery(await sendTestPing({ accountId: caller.account.id, webhookId: params.id })));
