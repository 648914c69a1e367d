import { handle } from "@/lib/api/contract-route";
import { RetryDeliveryContract } from "@/lib/webhooks/contracts";
import { describeDelivery, retryDelivery } from "@/lib/webhooks/webhooks";

export * from "@/lib/api/method-not-allowed";

// POST /api/v1/webhooks/{id}/deliveries/{delivery_id}/retry — attempt a delivery again now
export const POST = handle(RetryDeliveryContract, async ({ caller, params }) =>
  describeDelivery(await retryDelivery({ accountId: caller.account.id, webhookId: params.id, deliveryId: params.delivery_id })),
);
