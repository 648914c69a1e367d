import { Readable } from "node:stream";
import rangeParser from "range-parser";
import { ApiError } from "@/lib/core/errors";
import { now } from "@/lib/core/clock";
import { BlobMissingError, blobStore, type ServableFile } from "@/lib/platform/storage";
import { withFixedHeaders } from "./fixed-headers";

/** A stored file that was gone when its bytes were opened: deleted or evicted since its row was read. */
export class StoredFileGone extends ApiError {
  constructor() {
    super("not_found", "This file is no longer stored.");
  }
}

/**
 * Streams a stored file with its type, length, a Content-Disposition, and single-range support;
 * `bytes`, the whole file already in memory, is answered from instead of the store. The file is
 * opened before anything is answered, so one gone since its row was read is StoredFileGone, not a cut-off 200.
 */
export async function serveFile(request: Request, file: ServableFile, { download, bytes }: { download: boolean; bytes?: Buffer<ArrayBuffer> }): Promise<Response> {
  const headers = new Headers({
    "Content-Type": file.mime,
    "Accept-Ranges": "bytes",
    "Content-Disposition": contentDisposition(file.name, download),
    "Cache-Control": "private, max-age=600",
    "X-Content-Type-Options": "nosniff",
  });
  const range = parseRange(request.headers.get("range"), file.sizeBytes);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${file.sizeBytes}`);
    throw new ApiError("range_not_satisfiable", "The requested range is outside the file.", { headers: Object.fromEntries(headers) });
  }
  const body = async (r?: { start: number; end: number }) => {
    if (request.method === "HEAD") return null;
    if (bytes) return r ? bytes.subarray(r.start, r.end + 1) : bytes;
    return Readable.toWeb(await openStored(file.blobKey, r)) as ReadableStream<Uint8Array>;
  };
  if (!range) {
    headers.set("Content-Length", String(file.sizeBytes));
    return new Response(await body(), { status: 200, headers });
  }
  headers.set("Content-Range", `bytes ${range.start}-${range.end}/${file.sizeBytes}`);
  headers.set("Content-Length", String(range.end - range.start + 1));
  return new Response(await body(range), { status: 206, headers });
}

/** The stored file's bytes, opened; StoredFileGone when the store no longer has it. */
export async function openStored(blobKey: string, range?: { start: number; end: number }): Promise<Readable> {
  try {
    return await blobStore().open(blobKey, range);
  } catch (error) {
    if (error instanceof BlobMissingError) throw new StoredFileGone();
    throw error;
  }
}

/**
 * What every answer of a file URL carries besides its own headers: the file is a customer's upload or
 * its output, served on this origin, not a page, so it may run no script, load nothing and be framed by nobody.
 */
const USER_FILE_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

/** A file route whose every answer, refusals included, carries USER_FILE_HEADERS. */
export function withUserFileHeaders<C>(route: (request: Request, context?: C) => Promise<Response>) {
  return withFixedHeaders(USER_FILE_HEADERS, route);
}

// Short enough that a leaked store link dies soon; never longer than the signed link it stands for.
const STORE_LINK_MAX_SECONDS = 300;

/** A 302 to the store's own presigned GET, or null when the store offers none (disk, or S3 without S3_PUBLIC_ENDPOINT). */
export async function redirectToStore(file: ServableFile, { download, linkExpires }: { download: boolean; linkExpires: number }): Promise<Response | null> {
  const expiresInSeconds = Math.max(1, Math.min(STORE_LINK_MAX_SECONDS, linkExpires - Math.floor(now().getTime() / 1000)));
  const url = await blobStore().presignedGet(file.blobKey, { expiresInSeconds, contentType: file.mime, contentDisposition: contentDisposition(file.name, download) });
  return url ? new Response(null, { status: 302, headers: { Location: url, "Cache-Control": "no-store" } }) : null;
}

export function contentDisposition(name: string, download: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${download ? "attachment" : "inline"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function parseRange(header: string | null, size: number): { start: number; end: number } | "unsatisfiable" | null {
  if (!header) return null;
  const ranges = rangeParser(size, header, { combine: true });
  if (ranges === -1) return "unsatisfiable";
  // A malformed header, another unit or several ranges: the whole file, as RFC 9110 lets a server answer.
  if (ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1) return null;
  return ranges[0];
}
