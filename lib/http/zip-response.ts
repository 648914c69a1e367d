import { Readable } from "node:stream";
import { zipBlobs, type ZipBlob } from "@/lib/platform/archive/zip";
import { contentDisposition } from "./serve-file";

/** A download of stored files as one ZIP, zipped as it streams (memory bounded whatever its size). */
export function zipResponse({ fileName, files }: { fileName: string; files: ZipBlob[] }): Response {
  return new Response(Readable.toWeb(zipBlobs(files)) as ReadableStream<Uint8Array>, {
    headers: { "Content-Type": "application/zip", "Content-Disposition": contentDisposition(fileName, true), "Cache-Control": "private, no-store" },
  });
}
