import { resolveDelivery } from "@/lib/domain/delivery/variants";
import { handle } from "@/lib/http/contract-route";
import { DeliverContract, HeadDeliverContract } from "@/lib/http/contracts/delivery";
import { serveDelivered } from "@/lib/http/serve-delivered";
import { withUserFileHeaders } from "@/lib/http/serve-file";
import type { ApiContext } from "@/lib/http/with-api";

// GET /d/{asset}/{transform}/{signature} — a stable, signed, cacheable delivery URL (no key)
async function deliver({ request, params }: ApiContext<{ asset: string; transform: string; signature: string }, "none">) {
  const delivered = await resolveDelivery({ assetId: params.asset, segment: params.transform, signature: params.signature, accept: request.headers.get("accept") });
  return serveDelivered(request, delivered);
}

export const deliverGet = withUserFileHeaders(handle(DeliverContract, deliver));
export const deliverHead = withUserFileHeaders(handle(HeadDeliverContract, deliver));
