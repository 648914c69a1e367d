import fs from "node:fs/promises";
import path from "node:path";
import { randomBase62 } from "@/lib/core/ids";
import { processState } from "@/lib/core/process-state";
import { env } from "@/lib/platform/config/env";
import { holdLock } from "@/lib/platform/process-lock";

declare module "@/lib/core/process-state" {
  interface ProcessState {
    scratchId?: string;
  }
}

/** Where every process keeps its scratch folder (`DATA_DIR/tmp`); processes sharing DATA_DIR each have their own. */
export function scratchParent(): string {
  return path.join(env().dataDir, "tmp");
}

/** Process scratch folders are `p-<random>`, each beside its lock file `p-<random>.lock`. */
export const PROCESS_FOLDER = /^p-[0-9A-Za-z]{10}$/;

/** This process's scratch folder: uploads in flight, downloads, jobs' work folders. Callers make what they need inside and remove it. */
export function scratchRoot(): string {
  const state = processState();
  state.scratchId ??= `p-${randomBase62(10)}`;
  return path.join(scratchParent(), state.scratchId);
}

/**
 * Locks this process's scratch folder for its life (start-up): when the process ends, however it ends
 * (`kill -9` too), the lock goes with it, and the next sweep of any process on this host removes what it
 * left (sweep.ts) at once, without waiting for the files to age.
 */
export async function claimScratch(): Promise<void> {
  const dir = scratchRoot();
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await holdLock(`${dir}.lock`);
}
