import { handle } from "@darkroom/lib/http/contract-route";
import { ListDeliveriesContract } from "@darkroom/lib/http/contracts/webhooks";
import { describeDelivery, listDeliveries } from "@darkroom/lib/domain/webhooks/webhooks";

// GET /api/v1/webhooks/{id}/deliveries — the delivery log, newest first
export const GET = handle(ListDeliveriesContract, async ({ caller, params }) => ({
  deliveries: (await listDeliveries({ accountId: caller.account.id, webhookId: params.id })).map(describeDelivery),
}));
