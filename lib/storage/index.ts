import path from "node:path";
import { env } from "@/lib/config/env";
import type { BlobStore } from "./blob-store";
import { LocalDiskStore } from "./local-disk";

export * from "./blob-store";

const globalStore = globalThis as unknown as { __darkroomBlobStore?: BlobStore };

export function blobStore(): BlobStore {
  globalStore.__darkroomBlobStore ??= new LocalDiskStore(path.join(env().dataDir, "blobs"));
  return globalStore.__darkroomBlobStore;
}

/** Scratch directory for one piece of work; callers remove it in `finally`. */
export function scratchRoot(): string {
  return path.join(env().dataDir, "tmp");
}
