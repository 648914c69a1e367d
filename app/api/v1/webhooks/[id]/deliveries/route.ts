import { handle } from "@/lib/api/contract-route";
import { ListDeliveriesContract } from "@/lib/webhooks/contracts";
import { describeDelivery, listDeliveries } from "@/lib/webhooks/webhooks";

export * from "@/lib/api/method-not-allowed";

// GET /api/v1/webhooks/{id}/deliveries — the delivery log, newest first
export const GET = handle(ListDeliveriesContract, async ({ caller, params }) => ({
  deliveries: (await listDeliveries({ accountId: caller.account.id, webhookId: params.id })).map(describeDelivery),
}));
