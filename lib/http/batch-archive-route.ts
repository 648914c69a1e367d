import { Readable } from "node:stream";
import { ApiError } from "@/lib/core/errors";
import { batchArchiveFiles } from "@/lib/domain/batches/archive";
import { archivePath, findBatch, getBatchOrThrow, type BatchRow } from "@/lib/domain/batches/view";
import { zipBlobs } from "@/lib/platform/archive/zip";
import { checkPathSignature } from "@/lib/platform/links/signing";
import { contentDisposition } from "./serve-file";
import { authenticate, limitCaller, rateLimitRefusal } from "./with-api";

/**
 * A batch's archive, streamed as it is zipped (memory bounded whatever its size, lib/platform/archive).
 * Two doors, one answer: the signed `archive_url` (no key; the link names this batch and nothing else)
 * or the caller's key or session, under its rate limit like any keyed request.
 */
export async function batchArchiveResponse(request: Request, batchId: string, link: { expires?: string; signature?: string }): Promise<Response> {
  const batch = link.expires !== undefined || link.signature !== undefined ? await signedBatch(batchId, link) : await callersBatch(request, batchId);
  const { fileName, files } = await batchArchiveFiles(batch);
  return new Response(Readable.toWeb(zipBlobs(files)) as ReadableStream<Uint8Array>, {
    headers: { "Content-Type": "application/zip", "Content-Disposition": contentDisposition(fileName, true), "Cache-Control": "private, no-store" },
  });
}

async function signedBatch(batchId: string, link: { expires?: string; signature?: string }): Promise<BatchRow> {
  const check = checkPathSignature({ path: archivePath(batchId), expires: link.expires ?? null, sig: link.signature ?? null });
  if (check === "expired") throw new ApiError("link_expired", "This archive link has expired. Read the batch again for a fresh archive_url.");
  if (check === "invalid") throw new ApiError("invalid_signature", "This archive link is not valid.");
  const batch = await findBatch(batchId);
  if (!batch) throw new ApiError("not_found", "This batch no longer exists.");
  return batch;
}

async function callersBatch(request: Request, batchId: string): Promise<BatchRow> {
  const caller = await authenticate(request, "key-or-session");
  const decision = await limitCaller(caller);
  if (!decision.allowed) throw rateLimitRefusal(caller, decision);
  return getBatchOrThrow({ accountId: caller.account.id, batchId });
}
