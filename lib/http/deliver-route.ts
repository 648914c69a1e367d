import { resolveDelivery } from "@/lib/domain/delivery/variants";
import { handle } from "@/lib/http/contract-route";
import { DeliverContract, HeadDeliverContract } from "@/lib/http/contracts/delivery";
import { serveDelivered } from "@/lib/http/serve-delivered";
import { StoredFileGone, withUserFileHeaders } from "@/lib/http/serve-file";
import type { ApiContext } from "@/lib/http/with-api";

// GET /d/{asset}/{transform}/{signature} — a stable, signed, cacheable delivery URL (no key)
async function deliver({ request, params }: ApiContext<{ asset: string; transform: string; signature: string }, "none">) {
  const resolve = () => resolveDelivery({ assetId: params.asset, segment: params.transform, signature: params.signature, accept: request.headers.get("accept"), signal: request.signal });
  try {
    return await serveDelivered(request, await resolve());
  } catch (error) {
    // Evicted or deleted by another request between its row's read and its bytes': the URL is read afresh, once (a render again, or 404).
    if (!(error instanceof StoredFileGone)) throw error;
    return serveDelivered(request, await resolve());
  }
}

export const deliverGet = withUserFileHeaders(handle(DeliverContract, deliver));
export const deliverHead = withUserFileHeaders(handle(HeadDeliverContract, deliver));
