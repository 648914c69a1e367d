import { handle } from "@/lib/http/contract-route";
import { ListDeliveriesContract } from "@/lib/http/contracts/webhooks";
import { describeDelivery, listDeliveries } from "@/lib/domain/webhooks/webhooks";

// GET /api/v1/webhooks/{id}/deliveries — the delivery log, newest first
export const GET = handle(ListDeliveriesContract, async ({ caller, params }) => ({
  deliveries: (await listDeliveries({ accountId: caller.account.id, webhookId: params.id })).map(describeDelivery),
}));
