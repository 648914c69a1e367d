import type { Delivered } from "@/lib/domain/delivery/variants";
import { ifNoneMatchHits } from "./etag";
import { serveFile } from "./serve-file";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** A delivered file with HTTP caching: immutable for a year, a strong ETag (304 on If-None-Match), ranges. */
export function serveDelivered(request: Request, { file, etag, varyAccept }: Delivered): Response {
  const caching = new Headers({ "Cache-Control": IMMUTABLE, ETag: etag });
  if (varyAccept) caching.set("Vary", "Accept");
  if (ifNoneMatchHits(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers: caching });
  const response = serveFile(request, file, { download: false });
  caching.forEach((value, name) => response.headers.set(name, value));
  return response;
}

