import { ApiError } from "@/lib/core/errors";
import { formatBytes } from "@/lib/core/bytes";
import { JSON_MAX_BYTES, readBodyBytes, readJsonBody } from "./json-body";
import { requestBodyStream } from "./body-stream";
import { mediaTypeOf } from "./media-type";
import { type MultipartLimits, type ParsedMultipart, parseMultipart } from "./multipart";
import { assertRoomForUpload } from "@/lib/platform/storage/disk-space";

/** What a route takes as its body, with the limits that apply while the body streams. */
export type BodyRule =
  | { accepts: "json"; maxJsonBytes: number }
  | { accepts: "form-or-json"; maxJsonBytes: number; form: MultipartLimits; destDir: string }
  /** Bytes the route hands on unread (a tus creation) or ignores: read only to fingerprint them. */
  | { accepts: "bytes"; maxBytes: number };

export type RequestBody =
  | { kind: "json"; value: unknown }
  | { kind: "form"; form: ParsedMultipart }
  | { kind: "bytes"; bytes: Buffer | null };

/** A JSON-only route's body. */
export const JSON_BODY: BodyRule = { accepts: "json", maxJsonBytes: JSON_MAX_BYTES };
/** A route that takes no fields: whatever body comes is at most what a JSON body may be. */
export const OPAQUE_BODY: BodyRule = { accepts: "bytes", maxBytes: JSON_MAX_BYTES };

const FORM_OR_JSON = "Expected Content-Type: multipart/form-data with the file in the field `file` (curl -F file=@photo.jpg), or application/json";

const reads = new WeakMap<Request, { rule: BodyRule; body: Promise<RequestBody> }>();

/**
 * Reads a request's body by `rule`, once: a second reader of the same request (the handler, after the
 * Idempotency-Key fingerprint read it) gets that same read, so an upload is parsed and stored once.
 * `hashFile` has the first read hash the uploaded file as it streams.
 */
export function readRequestBody(request: Request, rule: BodyRule, { hashFile = false }: { hashFile?: boolean } = {}): Promise<RequestBody> {
  const earlier = reads.get(request);
  if (earlier) {
    if (earlier.rule.accepts !== rule.accepts) throw new Error(`request body read as ${earlier.rule.accepts}, then asked for as ${rule.accepts}`);
    return earlier.body;
  }
  const body = readOnce(request, rule, hashFile);
  reads.set(request, { rule, body });
  return body;
}

async function readOnce(request: Request, rule: BodyRule, hashFile: boolean): Promise<RequestBody> {
  switch (rule.accepts) {
    case "json":
      return { kind: "json", value: await readJsonBody(request, { maxBytes: rule.maxJsonBytes }) };
    case "form-or-json": {
      const type = mediaTypeOf(request.headers.get("content-type"));
      if (type === "application/json") return { kind: "json", value: await readJsonBody(request, { maxBytes: rule.maxJsonBytes }) };
      // Raw bytes (curl --data-binary, -T) are the usual mistake: say how a file is sent.
      if (type !== "multipart/form-data") throw new ApiError("unsupported_media_type", FORM_OR_JSON);
      await assertRoomForUpload();
      return { kind: "form", form: await parseMultipart({ request, ...rule.form, destDir: rule.destDir, hashFile }) };
    }
    case "bytes": {
      const tooLarge = () => new ApiError("payload_too_large", `The body is larger than ${formatBytes(rule.maxBytes)}.`);
      if (Number(request.headers.get("content-length")) > rule.maxBytes) throw tooLarge();
      const body = requestBodyStream(request);
      return { kind: "bytes", bytes: body ? await readBodyBytes(body, rule.maxBytes, tooLarge) : null };
    }
  }
}
