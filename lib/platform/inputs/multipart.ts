import { createHash } from "node:crypto";
import { LIMITS } from "@/lib/platform/config/limits";
import { open, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import Busboy, { type BusboyFileStream, type BusboyInstance } from "@fastify/busboy";
import { ApiError, isApiError } from "@/lib/core/errors";
import { refuseUnfitText } from "@/lib/core/edge-text";
import { inFolderOf } from "@/lib/platform/storage/in-folder";
import { randomBase62 } from "@/lib/core/ids";
import { formatBytes } from "@/lib/core/bytes";
import { requestBodyStream } from "./body-stream";
import { sanitizeFileName } from "./file-name";
import { mediaTypeOf } from "./media-type";

const FILE_FIELD = "file";
/** busboy's own default: longer names are no form this service reads. */
const MAX_FIELD_NAME_LENGTH = 100;
/** Part headers past this are cut by the parser: real clients send a few hundred bytes. */
const MAX_HEADER_BYTES = LIMITS.formPartHeaderBytes.value;
/** Bytes no field or file takes (preamble, part headers, skipped parts, epilogue) are read up to this much, so they cannot hold a connection forever. */
const MAX_UNTAKEN_BYTES = LIMITS.formUntakenBytes.value;
/** What a part's stream holds before it holds the parser back. */
const PART_BUFFER_BYTES = 1024 * 1024;
/** The parser is fed at most this much at a time, and the event loop turns after every YIELD_EVERY_BYTES (see `read`). */
const WRITE_BYTES = 64 * 1024;
const YIELD_EVERY_BYTES = PART_BUFFER_BYTES / 2;

export type MultipartLimits = {
  maxFileBytes: number;
  /** Each text field, in bytes. */
  maxFieldBytes?: number;
  /** Text fields; the form may hold `maxFiles` parts more (the files). */
  maxFields?: number;
  /** `file` parts the form may hold (a batch's inputs); one unless said. */
  maxFiles?: number;
};

export type UploadedFile = {
  /** Temp file under `destDir`; the caller owns it (see `cleanup`). */
  path: string;
  /** Client-supplied and sanitized; display only, never a path. */
  fileName: string;
  sizeBytes: number;
  /** Client-supplied part Content-Type; never trusted, sniff the bytes. */
  declaredMime: string;
  /** SHA-256 (hex) of the bytes, computed as they streamed in; only when asked for (`hashFile`). */
  sha256?: string;
};

export type ParsedMultipart = {
  fields: Record<string, string>;
  /** The first (for most routes the one) file. */
  file?: UploadedFile;
  /** Every file, in the order they came. */
  files: UploadedFile[];
  /** Deletes the temp files; safe to call more than once. */
  cleanup: () => Promise<void>;
};

/**
 * Streams a `multipart/form-data` request through busboy: text fields into memory (bounded), the one
 * file (or up to `maxFiles`) in the field `file` straight to temp files under `destDir`. Every limit applies while the body
 * streams; any violation rejects with a 4xx ApiError at once and leaves nothing on disk.
 */
export async function parseMultipart(input: MultipartLimits & { request: Request; destDir: string; hashFile?: boolean }): Promise<ParsedMultipart> {
  const { request, maxFileBytes, maxFieldBytes = LIMITS.formFieldBytes.value, maxFields = LIMITS.formFields.value, maxFiles = 1, destDir, hashFile = false } = input;
  const contentType = request.headers.get("content-type") ?? "";
  if (mediaTypeOf(contentType) !== "multipart/form-data") {
    throw new ApiError("unsupported_media_type", "Expected a multipart/form-data body (or application/json where the endpoint accepts it)");
  }
  const body = requestBodyStream(request);
  if (!body) throw new ApiError("invalid_request", "The multipart body is empty");
  const form = new FormReader({ contentType, filePath: path.join(destDir, `upload-${randomBase62(20)}`), maxFileBytes, maxFieldBytes, maxFields, maxFiles, hashFile });
  const cleanup = async () => {
    await Promise.all(form.filePaths.map((filePath) => rm(filePath, { force: true })));
  };
  try {
    await form.read(body);
    const files = form.files.filter((file): file is UploadedFile => file !== undefined);
    // A browser's "no file chosen" part leaves an empty file behind.
    await Promise.all(form.filePaths.filter((filePath) => !files.some((file) => file.path === filePath)).map((filePath) => rm(filePath, { force: true })));
    return { fields: Object.fromEntries(form.fields), file: files[0], files, cleanup };
  } catch (error) {
    await cleanup();
    throw isApiError(error) ? error : new ApiError("invalid_request", "Malformed multipart body");
  }
}

/** One body's parse: feeds busboy, reads each part it finds, and stops at the first broken rule. */
class FormReader {
  readonly fields = new Map<string, string>();
  /** One place per file part, in order; undefined for an empty "no file chosen" part. */
  readonly files: (UploadedFile | undefined)[] = [];
  /** Every temp file this parse opened. */
  readonly filePaths: string[] = [];
  private readonly parser: BusboyInstance;
  private readonly names = new Set<string>();
  private readonly taken: BusboyFileStream[] = [];
  private readonly open = new Set<BusboyFileStream>();
  private readonly reads: Promise<void>[] = [];
  private failure: unknown;
  /** Rejects the step `read` is waiting on, if any (see `step`). */
  private interrupt?: (error: unknown) => void;

  constructor(private readonly limits: { contentType: string; filePath: string; maxFileBytes: number; maxFieldBytes: number; maxFields: number; maxFiles: number; hashFile: boolean }) {
    try {
      // Every part comes as a stream, fields included, so a field's size is checked as it arrives.
      this.parser = Busboy({
        headers: { "content-type": limits.contentType },
        isPartAFile: () => true,
        fileHwm: PART_BUFFER_BYTES,
        limits: { parts: limits.maxFields + limits.maxFiles, headerSize: MAX_HEADER_BYTES },
      });
    } catch {
      throw new ApiError("invalid_request", "Malformed multipart body: the Content-Type has no usable boundary");
    }
    this.parser.on("file", (name, stream, fileName, _encoding, mimeType) => {
      this.open.add(stream);
      this.reads.push(this.readPart({ name, stream, fileName, mimeType }).catch(this.fail).finally(() => this.open.delete(stream)));
    });
    this.parser.on("partsLimit", () => this.fail(new ApiError("invalid_request", `Too many form parts (at most ${limits.maxFields + limits.maxFiles})`)));
    this.parser.on("error", this.fail);
  }

  private readonly fail = (error: unknown): void => {
    if (this.failure !== undefined) return;
    this.failure = error;
    this.interrupt?.(error);
    this.parser.destroy();
    for (const stream of this.open) stream.destroy();
  };

  /**
   * Waits for `work`, or rejects as soon as the parse fails meanwhile. Racing every chunk against one
   * long-lived promise instead would leave a reaction on it per chunk, each holding that chunk until
   * the body ends: an upload's whole size in memory.
   */
  private step<T>(work: Promise<T>): Promise<T> {
    if (this.failure !== undefined) return Promise.reject(this.failure);
    return new Promise<T>((resolve, reject) => {
      this.interrupt = reject;
      work.then(resolve, reject).finally(() => {
        if (this.interrupt === reject) this.interrupt = undefined;
      });
    });
  }

  /**
   * Reads the body to its end (an epilogue included, within the untaken bytes' bound) and waits for
   * every part to be stored. busboy 3.2.6 stalls for good when a part it skips (one without a
   * form-data disposition) fills its stream's buffer in the write that also ends the body: turning
   * the event loop every YIELD_EVERY_BYTES drains such parts long before their buffer fills.
   */
  async read(body: Readable): Promise<void> {
    const finishedParsing = new Promise<void>((resolve) => this.parser.once("finish", resolve));
    const chunks = body[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
    // A client that goes away mid-body fails the parse instead of leaving it waiting.
    finished(body).catch(this.fail);
    let received = 0;
    let sinceYield = 0;
    try {
      for (;;) {
        const { done, value } = await this.step(chunks.next());
        if (done) break;
        for (let at = 0; at < value.byteLength; at += WRITE_BYTES) {
          const slice = value.subarray(at, at + WRITE_BYTES);
          received += slice.byteLength;
          await this.step(new Promise<void>((resolve) => this.parser.write(slice, () => resolve())));
          this.checkUntaken(received);
          if ((sinceYield += slice.byteLength) >= YIELD_EVERY_BYTES) {
            sinceYield = 0;
            await new Promise((resolve) => setImmediate(resolve));
          }
        }
      }
      this.parser.end();
      await this.step(finishedParsing);
      await this.step(Promise.all(this.reads));
      this.checkUntaken(received);
    } catch (error) {
      this.fail(error);
      // A refused part's file handle is closed before the caller deletes the file.
      await Promise.allSettled(this.reads);
      // Ends the read once a pending one settles, not before the answer is written: destroying the
      // message now would cut the connection before the client reads why it was refused.
      void chunks.return?.().catch(() => {});
      throw this.failure;
    }
  }

  /** The parser has handled every byte written so far, so what no accepted part counted is preamble, headers, skipped parts or epilogue. */
  private checkUntaken(received: number): void {
    const taken = this.taken.reduce((sum, stream) => sum + stream.bytesRead, 0);
    if (received - taken > MAX_UNTAKEN_BYTES) throw new ApiError("invalid_request", "Malformed multipart body: too much data outside the form's named parts");
  }

  private async readPart(part: { name: string | undefined; stream: BusboyFileStream; fileName: string | undefined; mimeType: string }): Promise<void> {
    const { name, stream } = part;
    if (name === undefined) {
      // A form-data part without a name is no field: its bytes count as untaken.
      stream.resume();
      return;
    }
    // Browsers and busboy tell a file by its file name or an octet-stream type.
    const isFile = part.fileName !== undefined || part.mimeType === "application/octet-stream";
    this.taken.push(stream);
    return isFile ? this.readFile({ ...part, name }) : this.readField(name, stream);
  }

  private async readField(name: string, stream: BusboyFileStream): Promise<void> {
    const { maxFields, maxFieldBytes } = this.limits;
    if (name === FILE_FIELD) throw new ApiError("invalid_request", `Field "${FILE_FIELD}" must be a file upload, not text (with curl: -F ${FILE_FIELD}=@path)`);
    if (name.length > MAX_FIELD_NAME_LENGTH) throw new ApiError("invalid_request", "A form field name is too long");
    refuseUnfitText(name, "a form field's name");
    if (this.names.has(name)) throw new ApiError("invalid_request", `Form field "${name}" appears more than once`);
    if (this.names.size >= maxFields) throw new ApiError("invalid_request", `Too many form fields (at most ${maxFields})`);
    this.names.add(name);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxFieldBytes) throw new ApiError("payload_too_large", `Form field "${name}" is larger than ${formatBytes(maxFieldBytes)}`);
      chunks.push(chunk);
    }
    this.fields.set(name, fieldText(name, Buffer.concat(chunks)));
  }

  private async readFile({ name, stream, fileName, mimeType }: { name: string; stream: BusboyFileStream; fileName: string | undefined; mimeType: string }): Promise<void> {
    const { maxFileBytes, maxFiles, hashFile } = this.limits;
    if (name !== FILE_FIELD) throw new ApiError("invalid_request", `Unexpected file field "${name}"; send the upload in the field "${FILE_FIELD}"`);
    if (this.files.length >= maxFiles) throw new ApiError("invalid_request", maxFiles === 1 ? "Only one file can be uploaded per request" : `At most ${maxFiles} files can be uploaded per request`);
    const place = this.files.length;
    this.files.push(undefined);
    const filePath = place === 0 ? this.limits.filePath : `${this.limits.filePath}-${place}`;
    this.filePaths.push(filePath);
    const hash = hashFile ? createHash("sha256") : undefined;
    const handle = await inFolderOf(filePath, () => open(filePath, "w"));
    let size = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxFileBytes) throw new ApiError("file_too_large", `The uploaded file is larger than the ${formatBytes(maxFileBytes)} limit`);
        hash?.update(chunk);
        for (let written = 0; written < chunk.length; ) written += (await handle.write(chunk, written)).bytesWritten;
      }
    } finally {
      await handle.close();
    }
    // A browser's "no file chosen" arrives as an empty part without a name.
    if (size === 0 && !fileName) return;
    this.files[place] = { path: filePath, fileName: sanitizeFileName({ name: fileName, fallback: "upload" }), sizeBytes: size, declaredMime: mimeType, sha256: hash?.digest("hex") };
  }
}

/** A text field's value: UTF-8 (a browser sends a form in the page's encoding, UTF-8 here) that the edge rule takes. */
function fieldText(name: string, bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError("invalid_request", `Form field "${name}" is not valid UTF-8`);
  }
  refuseUnfitText(text, `form field "${name}"`);
  return text;
}
