import fs from "node:fs/promises";
import path from "node:path";
import { randomBase62 } from "@/lib/core/ids";
import { env } from "@/lib/platform/config/env";
import type { BlobStore } from "./blob-store";
import { LocalDiskStore } from "./local-disk";
import { S3Store, type S3Config } from "./s3";

export { s3RequestHandler } from "./s3";
import { processState } from "@/lib/core/process-state";
import { scratchRoot } from "./scratch";

export * from "./blob-store";

declare module "@/lib/core/process-state" {
  interface ProcessState {
    blobStore?: BlobStore;
  }
}

/** The process's blob store: S3 when `S3_BUCKET` is set, else files under `DATA_DIR/blobs`. */
export function blobStore(): BlobStore {
  const state = processState();
  if (!state.blobStore) {
    const s3 = s3ConfigFromEnv();
    state.blobStore = s3 ? new S3Store(s3) : new LocalDiskStore(blobRoot());
  }
  return state.blobStore;
}

/** The disk store's folder (`DATA_DIR/blobs`); resumable uploads are written there in place. */
export function blobRoot(): string {
  return path.join(env().dataDir, "blobs");
}

/** Tests switch storage between cases; the next `blobStore()` reads the environment again. */
export function resetBlobStoreForTests(): void {
  processState().blobStore = undefined;
}

export function s3ConfigFromEnv(): S3Config | null {
  const e = env();
  if (!e.S3_BUCKET) return null;
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) throw new Error("Invalid environment: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither");
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    publicEndpoint: e.S3_PUBLIC_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    requestTimeoutSeconds: e.S3_REQUEST_TIMEOUT_SECONDS,
  };
}

export { scratchRoot } from "./scratch";

/** Runs `fn` on a local path to the blob, for work that has no scratch folder of its own. */
export async function withLocalPath<T>(key: string, fn: (filePath: string) => Promise<T>): Promise<T> {
  const dir = path.join(scratchRoot(), `blob-${randomBase62(12)}`);
  let filePath: string | undefined;
  try {
    filePath = await blobStore().localPath(key, dir);
    return await fn(filePath);
  } finally {
    // The disk store hands out the blob's own file and makes no folder: a removal would be one more file-system call per use.
    if (filePath === undefined || !path.relative(dir, filePath).startsWith("..")) await fs.rm(dir, { recursive: true, force: true });
  }
}
