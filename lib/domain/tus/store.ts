import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { FileStore } from "@tus/file-store";
import type { DataStore } from "@tus/server";
import { blobRoot, blobStore, s3ConfigFromEnv, s3RequestHandler } from "@/lib/platform/storage";
import { processState } from "@/lib/core/process-state";
import { LIMITS } from "@/lib/platform/config/limits";
import { asDependencyError } from "@/lib/platform/dependency";

/** Unfinished uploads are kept this long after their creation (the expiration extension). */
export const TUS_EXPIRY_MS = LIMITS.resumableUploadHours.value * 3_600_000;

/**
 * A tus data store that writes each upload in place under its blob key (`tus/<yyyy-mm>/<random>`),
 * so a finished upload already is the blob: `forget` drops only the store's own record of it,
 * `discard` drops everything of an upload in any state (missing parts are no error).
 */
export type TusStore = DataStore & { forget(id: string): Promise<void>; discard(id: string): Promise<void> };

class DiskTusStore extends FileStore implements TusStore {
  /**
   * FileStore's write, but a failure keeps its cause: FileStore answers every failed write with its own
   * 500 ("Something went wrong receiving the file"), so a full disk would not be told from a bug. A full
   * disk is StorageFull (507); what was written before the failure stays, as tus resumes from the offset.
   */
  async write(readable: Readable, id: string, offset: number): Promise<number> {
    const file = path.join(this.directory, id);
    if (!file.startsWith(path.join(this.directory, path.sep))) throw new Error(`tus: upload id ${id} is outside the store`);
    let received = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      await pipeline(readable, count, createWriteStream(file, { flags: "r+", start: offset }));
    } catch (error) {
      throw asDependencyError(error, "storage", () => false);
    }
    return offset + received;
  }

  async forget(id: string): Promise<void> {
    await this.configstore.delete(id).catch(ignoreMissing);
  }

  async discard(id: string): Promise<void> {
    await blobStore().delete(id);
    await this.forget(id);
  }
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== "ENOENT") throw error;
}

declare module "@/lib/core/process-state" {
  interface ProcessState {
    tusStore?: Promise<TusStore>;
  }
}

/** The process's tus store, beside the blob store: its S3 bucket when S3 is configured, else `DATA_DIR/blobs`. */
export function tusStore(): Promise<TusStore> {
  const state = processState();
  state.tusStore ??= openTusStore()
    .then(withoutDeferredLength)
    .catch((error: unknown) => {
      state.tusStore = undefined;
      throw error;
    });
  return state.tusStore;
}

/** Tests switch storage between cases; the next `tusStore()` reads the environment again. */
export function resetTusStoreForTests(): void {
  processState().tusStore = undefined;
}

// Every upload declares its length when created, so the size limits hold before any byte arrives.
function withoutDeferredLength(store: TusStore): TusStore {
  store.extensions = store.extensions.filter((extension) => extension !== "creation-defer-length");
  return store;
}

async function openTusStore(): Promise<TusStore> {
  if (blobStore().driver === "disk") {
    await fs.mkdir(blobRoot(), { recursive: true, mode: 0o700 });
    return new DiskTusStore({ directory: blobRoot(), expirationPeriodInMilliseconds: TUS_EXPIRY_MS });
  }
  const config = s3ConfigFromEnv()!;
  // Loaded only with S3, like the blob store's SDK.
  const { S3Store } = await import("@tus/s3-store");
  class S3TusStore extends S3Store implements TusStore {
    async forget(id: string): Promise<void> {
      await this.client.deleteObject({ Bucket: this.bucket, Key: this.infoKey(id) });
      await this.clearCache(id);
    }

    async discard(id: string): Promise<void> {
      // Aborts the multipart upload while it is open; a finished or missing one has nothing to abort.
      await this.remove(id).catch(() => {});
      await this.client.deleteObjects({ Bucket: this.bucket, Delete: { Objects: [id, this.infoKey(id), this.partKey(id, true)].map((Key) => ({ Key })) } });
      await this.clearCache(id);
    }
  }
  return new S3TusStore({
    expirationPeriodInMilliseconds: TUS_EXPIRY_MS,
    // Expiry is our sweep's (lib/domain/tus/sweep.ts), not a bucket lifecycle rule on tags, which not every server supports.
    useTags: false,
    s3ClientConfig: {
      bucket: config.bucket,
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Bounded waits, as the blob store's: a store that is down fails the request (503), never holds it.
      requestHandler: s3RequestHandler(config),
      // As the blob store's client: servers other than AWS often reject the SDK's default flexible checksums.
      ...(config.endpoint ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" } : {}),
    },
  });
}
