import { createHash } from "node:crypto";
import { mediaTypeOf } from "@/lib/platform/inputs/media-type";
import { type BodyRule, type RequestBody, readRequestBody } from "@/lib/platform/inputs/request-body";
import { canonicalJson, compareText, fingerprintOf } from "@/lib/domain/idempotency/idempotency";

export type FingerprintedRequest = {
  fingerprint: string;
  /** What the handler reads: the request itself (its body's one read is shared), or a copy holding bytes it reads raw. */
  request: Request;
  /** Removes the uploaded file if the handler did not (a replay never runs it). */
  cleanup: () => Promise<void>;
};

/**
 * Reads a request's body once, by its route's rule (so the route's limits apply while it streams), and
 * fingerprints what makes two requests the same: method, path, the headers that change a request's
 * meaning, and the body. JSON counts by its content (key order and spacing aside); a form by its
 * fields and the SHA-256 of its file, hashed as it streamed to the one temp file the handler then uses
 * (the boundary differs between two sends of one form); other bytes by their SHA-256.
 */
export async function fingerprintRequest(request: Request, rule: BodyRule): Promise<FingerprintedRequest> {
  const url = new URL(request.url);
  const body = await readRequestBody(request, rule, { hashFile: true });
  const fingerprint = fingerprintOf({ method: request.method, path: `${url.pathname}${url.search}`, headers: meaningfulHeaders(request.headers), body: digestOf(body) });
  if (body.kind === "form") return { fingerprint, request, cleanup: body.form.cleanup };
  if (body.kind === "json") return { fingerprint, request, cleanup: async () => {} };
  const copy = new Request(request.url, { method: request.method, headers: request.headers, body: body.bytes ? new Uint8Array(body.bytes) : null, signal: request.signal, duplex: "half" } as RequestInit);
  return { fingerprint, request: copy, cleanup: async () => {} };
}

/** A tus creation's size and metadata, and the body's media type (its essence: a multipart boundary changes with every send). */
function meaningfulHeaders(headers: Headers): Record<string, string | undefined> {
  return {
    "content-type": mediaTypeOf(headers.get("content-type")),
    "upload-length": headers.get("upload-length") ?? undefined,
    "upload-metadata": headers.get("upload-metadata") ?? undefined,
  };
}

function digestOf(body: RequestBody): string {
  switch (body.kind) {
    case "json":
      return `json:${canonicalJson(body.value)}`;
    case "form": {
      const { fields } = body.form;
      const files = body.form.files.map((file) => ({ field: "file", name: file.fileName, size: file.sizeBytes, sha256: file.sha256 }));
      return `multipart:${canonicalJson({ fields: Object.entries(fields).sort(([a], [b]) => compareText(a, b)), files })}`;
    }
    case "bytes":
      return body.bytes ? `raw:${createHash("sha256").update(body.bytes).digest("hex")}` : "";
  }
}
