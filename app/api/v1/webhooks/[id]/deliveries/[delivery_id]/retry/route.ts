import { handle } from "@darkroom/lib/http/contract-route";
import { RetryDeliveryContract } from "@darkroom/lib/http/contracts/webhooks";
import { describeDelivery, retryDelivery } from "@darkroom/lib/domain/webhooks/webhooks";

// POST /api/v1/webhooks/{id}/deliveries/{delivery_id}/retry — attempt a delivery again now
export const POST = handle(RetryDeliveryContract, async ({ caller, params }) =>
  describeDelivery(await retryDelivery({ account: caller.account, webhookId: params.id, deliveryId: params.delivery_id })),
);
