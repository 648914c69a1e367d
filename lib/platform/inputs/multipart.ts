import { type FileHandle, mkdir, open, rm } from "node:fs/promises";
import path from "node:path";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { ApiError, isApiError } from "@/lib/core/errors";
import { randomBase62 } from "@/lib/core/ids";
import { formatBytes } from "@/lib/core/bytes";
import { sanitizeFileName } from "./file-name";
import { mediaTypeOf } from "./media-type";
import { boundaryOf, type PartInfo, type PartSink, readMultipart } from "./multipart-reader";

// Route code imports both body readers from here.
export { readJsonBody } from "./json-body";

const FILE_FIELD = "file";
/** As busboy had it: longer names are no form this service reads. */
const MAX_FIELD_NAME_LENGTH = 100;

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
  const boundary = boundaryOf(contentType);
  if (!boundary) throw new ApiError("invalid_request", "Malformed multipart body: the Content-Type has no usable boundary");
  if (!request.body) throw new ApiError("invalid_request", "The multipart body is empty");

  await mkdir(destDir, { recursive: true });
  const filePath = path.join(destDir, `upload-${randomBase62(20)}`);
  const cleanup = () => rm(filePath, { force: true });
  const parts = new FormParts({ filePath, maxFileBytes, maxFieldBytes, maxFields });
  try {
    await readMultipart(request.body as NodeReadableStream<Uint8Array>, boundary, (part) => parts.open(part));
    if (!parts.file) await cleanup();
    return { fields: Object.fromEntries(parts.fields), file: parts.file, cleanup };
  } catch (error) {
    await parts.closeFile();
    await cleanup();
    throw isApiError(error) ? error : new ApiError("invalid_request", "Malformed multipart body");
  }
}

/** The form's text fields (bounded, in memory) and its one file (written to `filePath` as it arrives), refusing what breaks the rules. */
class FormParts {
  readonly fields = new Map<string, string>();
  file?: UploadedFile;
  private partCount = 0;
  private fileSeen = false;
  private fileHandle?: FileHandle;

  constructor(private readonly limits: { filePath: string; maxFileBytes: number; maxFieldBytes: number; maxFields: number }) {}

  async open(part: PartInfo): Promise<PartSink> {
    const { maxFields } = this.limits;
    if (++this.partCount > maxFields + 1) throw new ApiError("invalid_request", `Too many form parts (at most ${maxFields + 1})`);
    return part.isFile ? this.openFile(part) : this.openField(part.name);
  }

  async closeFile(): Promise<void> {
    const handle = this.fileHandle;
    this.fileHandle = undefined;
    await handle?.close();
  }

  private openField(name: string): PartSink {
    const { maxFields, maxFieldBytes } = this.limits;
    if (name === FILE_FIELD) throw new ApiError("invalid_request", `Field "${FILE_FIELD}" must be a file upload, not text (with curl: -F ${FILE_FIELD}=@path)`);
    if (name.length > MAX_FIELD_NAME_LENGTH) throw new ApiError("invalid_request", "A form field name is too long");
    if (this.fields.has(name)) throw new ApiError("invalid_request", `Form field "${name}" appears more than once`);
    if (this.fields.size >= maxFields) throw new ApiError("invalid_request", `Too many form fields (at most ${maxFields})`);
    const chunks: Buffer[] = [];
    let size = 0;
    return {
      data: (chunk) => {
        size += chunk.length;
        if (size > maxFieldBytes) throw new ApiError("payload_too_large", `Form field "${name}" is larger than ${formatBytes(maxFieldBytes)}`);
        chunks.push(chunk);
      },
      end: () => {
        this.fields.set(name, Buffer.concat(chunks).toString("utf8"));
      },
    };
  }

  private async openFile(part: PartInfo): Promise<PartSink> {
    const { filePath, maxFileBytes } = this.limits;
    if (part.name !== FILE_FIELD) throw new ApiError("invalid_request", `Unexpected file field "${part.name}"; send the upload in the field "${FILE_FIELD}"`);
    if (this.fileSeen) throw new ApiError("invalid_request", "Only one file can be uploaded per request");
    this.fileSeen = true;
    const handle = (this.fileHandle = await open(filePath, "w"));
    let size = 0;
    return {
      data: async (chunk) => {
        size += chunk.length;
        if (size > maxFileBytes) throw new ApiError("file_too_large", `The uploaded file is larger than the ${formatBytes(maxFileBytes)} limit`);
        for (let written = 0; written < chunk.length; ) written += (await handle.write(chunk, written)).bytesWritten;
      },
      end: async () => {
        await this.closeFile();
        // A browser's "no file chosen" arrives as an empty part without a name.
        if (size === 0 && !part.fileName) return;
        this.file = { path: filePath, fileName: sanitizeFileName({ name: part.fileName, fallback: "upload" }), sizeBytes: size, declaredMime: part.mimeType };
      },
    };
  }
}
