import { clientError } from "./errors.js";
import type { FileInput } from "./types.js";

export type PreparedFile = { blob: Blob; name: string };

/** Any accepted file as a Blob (re-readable, so a refused request can be sent again) and its name. */
export async function prepareFile(file: FileInput, filename?: string): Promise<PreparedFile> {
  if (typeof file === "string") return { blob: await blobOfPath(file), name: filename ?? baseName(file) };
  if (file instanceof Blob) return { blob: file, name: filename ?? ("name" in file && typeof file.name === "string" && file.name ? file.name : "upload") };
  if (file instanceof Uint8Array || file instanceof ArrayBuffer) return { blob: new Blob([file as BlobPart]), name: filename ?? "upload" };
  if (isWebStream(file) || isAsyncIterable(file)) return { blob: new Blob(await collect(file)), name: filename ?? "upload" };
  throw clientError("invalid_input", "`file` must be a path, a Buffer, a Uint8Array, a Blob or a readable stream.");
}

/** Node reads the file lazily from disk (fs.openAsBlob); imported on use, so browsers never load node:fs. */
async function blobOfPath(path: string): Promise<Blob> {
  let fs: typeof import("node:fs");
  try {
    fs = await import(/* webpackIgnore: true */ /* @vite-ignore */ "node:fs");
  } catch {
    throw clientError("invalid_input", "A file path needs Node; in a browser pass a File, a Blob or bytes.");
  }
  const stat = await fs.promises.stat(path).catch((error: { code?: string }) => {
    throw clientError("invalid_input", error.code === "ENOENT" ? `No file at ${path}.` : `Cannot read ${path} (${error.code ?? "unreadable"}).`);
  });
  if (!stat.isFile()) throw clientError("invalid_input", `${path} is not a file.`);
  return fs.openAsBlob(path);
}

function baseName(path: string): string {
  return path.split(/[\\/]/).pop() || "upload";
}

function isWebStream(value: unknown): value is ReadableStream<Uint8Array> {
  return typeof (value as ReadableStream | null)?.getReader === "function";
}

function isAsyncIterable(value: unknown): value is AsyncIterable<Uint8Array> {
  return typeof (value as AsyncIterable<unknown> | null)?.[Symbol.asyncIterator] === "function";
}

async function collect(stream: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>): Promise<BlobPart[]> {
  const parts: BlobPart[] = [];
  if (isWebStream(stream)) {
    const reader = stream.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) parts.push(read.value as BlobPart);
  } else {
    for await (const chunk of stream) parts.push(typeof chunk === "string" ? chunk : (chunk as BlobPart));
  }
  return parts;
}
