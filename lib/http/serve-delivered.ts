import { buffer } from "node:stream/consumers";
import { LRUCache } from "lru-cache";
import { processState } from "@/lib/core/process-state";
import type { Delivered } from "@/lib/domain/delivery/variants";
import type { ServableFile } from "@/lib/platform/storage";
import { ifNoneMatchHits } from "./etag";
import { openStored, serveFile } from "./serve-file";

const IMMUTABLE = "public, max-age=31536000, immutable";

declare module "@/lib/core/process-state" {
  interface ProcessState {
    /** Small files whose ETag digests their bytes, kept by blob key and ETag: what a hot variant URL answers from memory. */
    deliveredBytes?: LRUCache<string, Buffer<ArrayBuffer>>;
  }
}

// A variant is a few tens of KiB; a file past this is streamed from the store each time.
const KEPT_FILE_MAX_BYTES = 256 * 1024;
const KEPT_TOTAL_MAX_BYTES = 32 * 1024 * 1024;

/**
 * A delivered file with HTTP caching: immutable for a year, a strong ETag (304 on If-None-Match), ranges.
 * The caller has just checked the URL against the database; only the bytes of a small variant are
 * reused, by their digest, so what is kept can never answer for a deleted asset or a changed file.
 * A variant this request rendered is answered from its bytes in memory, whatever its size.
 */
export async function serveDelivered(request: Request, { file, etag, varyAccept, etagDigestsBytes, bytes }: Delivered): Promise<Response> {
  const caching = new Headers({ "Cache-Control": IMMUTABLE, ETag: etag });
  if (varyAccept) caching.set("Vary", "Accept");
  if (ifNoneMatchHits(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers: caching });
  const keepable = etagDigestsBytes && file.sizeBytes <= KEPT_FILE_MAX_BYTES && request.method !== "HEAD";
  const response = await serveFile(request, file, { download: false, bytes: keepable ? await keptBytes(file, etag, bytes) : bytes });
  caching.forEach((value, name) => response.headers.set(name, value));
  return response;
}

/**
 * The file's bytes from memory: those a render just made, or read from the store whole the first
 * time; the least recently served go first.
 */
async function keptBytes(file: ServableFile, etag: string, rendered: Buffer<ArrayBuffer> | undefined): Promise<Buffer<ArrayBuffer>> {
  const kept = (processState().deliveredBytes ??= new LRUCache({ maxSize: KEPT_TOTAL_MAX_BYTES, sizeCalculation: (bytes) => bytes.length }));
  const key = `${etag} ${file.blobKey}`;
  if (rendered) {
    kept.set(key, rendered);
    return rendered;
  }
  const found = kept.get(key);
  if (found) return found;
  const bytes = await buffer(await openStored(file.blobKey));
  kept.set(key, bytes);
  return bytes;
}
