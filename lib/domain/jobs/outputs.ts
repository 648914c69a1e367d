import path from "node:path";
import { blobStore, newBlobKey } from "@/lib/platform/storage";
import type { JobOutputFile } from "./job-kind";

export type OutputNaming = {
  /** The name the output is named after (the job's input, or an earlier step's output); null: `fallback`. */
  from: string | null;
  fallback: string;
  /** Added after the base name, e.g. `-remove-background`. */
  suffix?: string;
  extension: string;
};

/** `<base of from><suffix>.<extension>`; the base is cut so the whole name stays near 100 characters. */
export function outputName({ from, fallback, suffix = "", extension }: OutputNaming): string {
  const base = from ? path.basename(from, path.extname(from)).slice(0, suffix ? 80 : 100) : "";
  return `${base || fallback}${suffix}.${extension === "jpeg" ? "jpg" : extension}`;
}

/** Stores a file a job produced as a new output blob and names it; every kind's files go through here. */
export async function storeOutputFile({
  path: filePath,
  naming,
  mime,
  width = null,
  height = null,
  durationSeconds = null,
}: {
  path: string;
  naming: OutputNaming;
  mime: string;
  width?: number | null;
  height?: number | null;
  durationSeconds?: number | null;
}): Promise<JobOutputFile> {
  const blobKey = newBlobKey("output");
  const { sizeBytes } = await blobStore().putFile(blobKey, filePath);
  return { blobKey, name: outputName(naming), mime, sizeBytes, width, height, durationSeconds };
}
