import { createHash, type Hash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { ApiError, isApiError } from "@/lib/core/errors";
import { randomBase62 } from "@/lib/core/ids";
import { env } from "@/lib/platform/config/env";
import { formatBytes } from "@/lib/core/bytes";
import { readBodyBytes } from "@/lib/platform/inputs/json-body";
import { mediaTypeOf } from "@/lib/platform/inputs/media-type";
import { boundaryOf, readMultipart } from "@/lib/platform/inputs/multipart-reader";
import { scratchRoot } from "@/lib/platform/storage";
import { canonicalJson, compareText, fingerprintOf } from "./idempotency";

/** Non-multipart bodies are JSON (1 MiB at most) or nothing, so they are read into memory. */
const INLINE_MAX_BYTES = 1024 * 1024;
/** Room for a multipart body's form fields and part headers beside its file. */
const MULTIPART_OVERHEAD_BYTES = 4 * 1024 * 1024;
const tooLarge = () => new ApiError("payload_too_large", `The body is larger than ${formatBytes(INLINE_MAX_BYTES)}.`);

export type FingerprintedRequest = {
  fingerprint: string;
  /** The same request, its body read again from memory or the spooled copy. */
  request: Request;
  cleanup: () => Promise<void>;
};

/**
 * Reads a request's body once to fingerprint it, and answers a copy the handler reads as if it were
 * the original. JSON counts by its content (key order and spacing aside); multipart by its fields and
 * the SHA-256 of each file (the boundary differs between two sends of the same form), with the body
 * streamed to a scratch file rather than held in memory; anything else by its bytes.
 */
export async function fingerprintRequest(request: Request): Promise<FingerprintedRequest> {
  const url = new URL(request.url);
  const target = { method: request.method, path: `${url.pathname}${url.search}` };
  const copy = (body: BodyInit | null) =>
    new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal, duplex: "half" } as RequestInit);
  if (mediaTypeOf(request.headers.get("content-type")) === "multipart/form-data" && request.body) {
    const spool = await spoolBody(request.body);
    try {
      const digest = (await multipartDigest(spool.path, request.headers.get("content-type") ?? "")) ?? `raw:${spool.sha256}`;
      const file = createReadStream(spool.path);
      const cleanup = async () => {
        // A handler that refused the request before reading its body leaves the file open.
        file.destroy();
        await spool.remove();
      };
      return { fingerprint: fingerprintOf({ ...target, body: digest }), request: copy(Readable.toWeb(file) as ReadableStream<Uint8Array>), cleanup };
    } catch (error) {
      await spool.remove();
      throw error;
    }
  }
  const bytes = request.body ? await readBodyBytes(request.body, INLINE_MAX_BYTES, tooLarge) : null;
  return { fingerprint: fingerprintOf({ ...target, body: bytes ? inlineDigest(bytes) : "" }), request: copy(bytes ? new Uint8Array(bytes) : null), cleanup: async () => {} };
}

function inlineDigest(bytes: Buffer): string {
  try {
    return `json:${canonicalJson(JSON.parse(bytes.toString("utf8")))}`;
  } catch {
    return `raw:${createHash("sha256").update(bytes).digest("hex")}`;
  }
}

/** Streams the body to a scratch file (swept if a crash leaves it), hashing it on the way, capped by MAX_UPLOAD_BYTES. */
async function spoolBody(body: ReadableStream<Uint8Array>): Promise<{ path: string; sha256: string; remove: () => Promise<void> }> {
  const dir = path.join(scratchRoot(), "uploads");
  await mkdir(dir, { recursive: true });
  const filePath = path.join(dir, `idempotent-${randomBase62(20)}`);
  const remove = () => rm(filePath, { force: true });
  const maxBytes = env().MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES;
  const hash = createHash("sha256");
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.byteLength;
      if (size > maxBytes) return callback(new ApiError("payload_too_large", `The body is larger than ${formatBytes(maxBytes)}.`));
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), tap, createWriteStream(filePath));
  } catch (error) {
    await remove();
    throw isApiError(error) ? error : new ApiError("invalid_request", "The request body could not be read.");
  }
  return { path: filePath, sha256: hash.digest("hex"), remove };
}

/** Fields sorted by name and each file's field, name, size and SHA-256; null when the form cannot be parsed. */
async function multipartDigest(filePath: string, contentType: string): Promise<string | null> {
  const boundary = boundaryOf(contentType);
  if (!boundary) return null;
  const fields: [string, string][] = [];
  const files: { field: string; name: string; size: number; sha256: string }[] = [];
  try {
    await readMultipart(createReadStream(filePath), boundary, (part) => {
      const hash: Hash = createHash("sha256");
      const chunks: Buffer[] = [];
      let size = 0;
      return {
        data: (chunk) => {
          size += chunk.length;
          if (part.isFile) hash.update(chunk);
          else if (size > MULTIPART_OVERHEAD_BYTES) throw new Error("field too large to fingerprint");
          else chunks.push(chunk);
        },
        end: () => {
          if (part.isFile) files.push({ field: part.name, name: part.fileName ?? "", size, sha256: hash.digest("hex") });
          else fields.push([part.name, Buffer.concat(chunks).toString("utf8")]);
        },
      };
    });
  } catch {
    return null;
  }
  fields.sort(([a], [b]) => compareText(a, b));
  files.sort((a, b) => compareText(a.field, b.field) || compareText(a.sha256, b.sha256));
  return `multipart:${canonicalJson({ fields, files })}`;
}
