import { handle } from "@darkroom/lib/http/contract-route";
import { DeliverySecretContract } from "@darkroom/lib/http/contracts/delivery";
import { revealOrRotateDeliverySecret } from "@darkroom/lib/domain/delivery/secret";

export * from "@darkroom/lib/http/method-not-allowed";

// POST /api/v1/delivery/secret — the delivery signing secret, shown once; a later call rotates it
export const POST = handle(DeliverySecretContract, async ({ caller }) => revealOrRotateDeliverySecret(caller.account.id));
