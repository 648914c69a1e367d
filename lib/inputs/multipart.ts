import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { ApiError, isApiError } from "@/lib/api/errors";
import { randomBase62 } from "@/lib/api/ids";
import { formatBytes } from "@/lib/format/bytes";
import { sanitizeFileName } from "./file-name";
import { mediaTypeOf } from "./media-type";

// Route code imports both body readers from here.
export { readJsonBody } from "./json-body";

const FILE_FIELD = "file";

export type UploadedFile = {
  /** Temp file under `destDir`; the caller owns it (see `cleanup`). */
  path: string;
  /** Client-supplied and sanitized; display only, never a path. */
  fileName: string;
  sizeBytes: number;
  /** Client-supplied part Content-Type; never trusted, sniff the bytes. */
  declaredMime: string;
};

export type ParsedMultipart = {
  fields: Record<string, string>;
  file?: UploadedFile;
  /** Deletes the temp file; safe to call more than once. */
  cleanup: () => Promise<void>;
};

/**
 * Streams a `multipart/form-data` request: text fields into memory (bounded), the one file in the
 * field `file` straight to a temp file under `destDir`. Any violation rejects with a 4xx ApiError
 * and leaves nothing on disk.
 */
export async function parseMultipart(input: {
  request: Request;
  maxFileBytes: number;
  maxFieldBytes?: number;
  maxFields?: number;
  destDir: string;
}): Promise<ParsedMultipart> {
  const { request, maxFileBytes, maxFieldBytes = 64 * 1024, maxFields = 50, destDir } = input;
  const contentType = request.headers.get("content-type") ?? "";
  if (mediaTypeOf(contentType) !== "multipart/form-data") {
    throw new ApiError("unsupported_media_type", "Expected a multipart/form-data body (or application/json where the endpoint accepts it)");
  }
  if (!request.body) throw new ApiError("invalid_request", "The multipart body is empty");

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // busboy flags a value that *reaches* its limit, so one extra byte means "over"; parts = fields + one file + one.
      limits: { fileSize: maxFileBytes + 1, fieldSize: maxFieldBytes + 1, fields: maxFields, files: 2, parts: maxFields + 2 },
    });
  } catch {
    throw new ApiError("invalid_request", "Malformed multipart body: the Content-Type has no usable boundary");
  }

  await mkdir(destDir, { recursive: true });
  const filePath = path.join(destDir, `upload-${randomBase62(20)}`);
  const cleanup = () => rm(filePath, { force: true });
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);

  try {
    const { fields, file } = await collectParts({ source, parser, filePath, maxFileBytes, maxFieldBytes, maxFields });
    if (!file) await cleanup();
    return { fields, file, cleanup };
  } catch (error) {
    source.destroy();
    await cleanup();
    throw isApiError(error) ? error : new ApiError("invalid_request", "Malformed multipart body");
  }
}

function collectParts(input: {
  source: Readable;
  parser: busboy.Busboy;
  filePath: string;
  maxFileBytes: number;
  maxFieldBytes: number;
  maxFields: number;
}): Promise<{ fields: Record<string, string>; file?: UploadedFile }> {
  const { source, parser, filePath, maxFileBytes, maxFieldBytes, maxFields } = input;
  const fields = new Map<string, string>();
  let file: UploadedFile | undefined;
  let fileWritten: Promise<void> | undefined;
  let sinkClosed: Promise<void> = Promise.resolve();

  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      // Not synchronously: busboy still touches the part after emitting the event we may be handling.
      process.nextTick(() => parser.destroy());
      // The caller deletes the temp file next; it must not be reopened after that.
      sinkClosed.then(() => reject(error));
    };

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return fail(new ApiError("payload_too_large", `Form field "${name}" is larger than ${formatBytes(maxFieldBytes)}`));
      if (info.nameTruncated) return fail(new ApiError("invalid_request", "A form field name is too long"));
      if (name === FILE_FIELD) return fail(new ApiError("invalid_request", `Field "${FILE_FIELD}" must be a file upload, not text (with curl: -F ${FILE_FIELD}=@path)`));
      if (fields.has(name)) return fail(new ApiError("invalid_request", `Form field "${name}" appears more than once`));
      fields.set(name, value);
    });

    parser.on("file", (name, stream, info) => {
      const refusal =
        name !== FILE_FIELD
          ? `Unexpected file field "${name}"; send the upload in the field "${FILE_FIELD}"`
          : fileWritten && "Only one file can be uploaded per request";
      if (refusal) {
        discard(stream);
        return fail(new ApiError("invalid_request", refusal));
      }
      stream.on("limit", () => fail(new ApiError("file_too_large", `The uploaded file is larger than the ${formatBytes(maxFileBytes)} limit`)));
      const sink = createWriteStream(filePath);
      sinkClosed = new Promise((done) => sink.once("close", () => done()));
      fileWritten = pipeline(stream, sink).then(() => {
        // A browser's "no file chosen" arrives as an empty part without a name.
        if (sink.bytesWritten === 0 && !info.filename) return;
        file = {
          path: filePath,
          fileName: sanitizeFileName({ name: info.filename, fallback: "upload" }),
          sizeBytes: sink.bytesWritten,
          declaredMime: info.mimeType.toLowerCase(),
        };
      });
      fileWritten.catch(fail);
    });

    parser.on("fieldsLimit", () => fail(new ApiError("invalid_request", `Too many form fields (at most ${maxFields})`)));
    parser.on("partsLimit", () => fail(new ApiError("invalid_request", `Too many form parts (at most ${maxFields + 1})`)));
    parser.on("filesLimit", () => fail(new ApiError("invalid_request", "Only one file can be uploaded per request")));
    parser.on("error", fail);
    source.on("error", fail);
    parser.on("close", () => {
      (fileWritten ?? Promise.resolve()).then(() => {
        if (settled) return;
        settled = true;
        resolve({ fields: Object.fromEntries(fields), file });
      }, fail);
    });

    source.pipe(parser);
  });
}

// busboy destroys the part it is reading when we stop, so an ignored part needs an error listener too.
function discard(stream: Readable): void {
  stream.on("error", () => undefined);
  stream.resume();
}
