import { handle } from "@darkroom/lib/http/contract-route";
import { DeliverySecretContract } from "@darkroom/lib/http/contracts/delivery";
import { revealOrRotateDeliverySecret } from "@darkroom/lib/domain/delivery/secret";
import { requirePaidPlan } from "@darkroom/lib/domain/accounts/plan-access";

export * from "@darkroom/lib/http/method-not-allowed";

// POST /api/v1/delivery/secret — the delivery signing secret, shown once; a later call rotates it
// The secret signs any transform offline, as a key calls the API: a paid plan's, by key or by Workbench session alike.
export const POST = handle(DeliverySecretContract, async ({ caller }) => {
  requirePaidPlan(caller.account.plan, "The delivery signing secret");
  return revealOrRotateDeliverySecret(caller.account.id);
});
