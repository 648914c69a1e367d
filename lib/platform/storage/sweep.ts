import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/platform/config/env";
import { lockIsFree } from "@/lib/platform/process-lock";
import { blobStore } from "./index";
import { PROCESS_FOLDER, scratchParent } from "./scratch";

/**
 * How long a scratch entry of a live process must lie untouched before the sweep takes it: longer than
 * any media tool may run, so a live job's folder is never removed under it.
 */
export function scratchMaxAgeMs(): number {
  return Math.max(3600, 2 * env().MEDIA_TIMEOUT_SECONDS) * 1000;
}

/**
 * Removes what processes left behind in `DATA_DIR/tmp`: the whole folder of a process that ended (its
 * lock is free: a crash, `kill -9`), entries of live processes' folders untouched for `maxAgeMs`, and the
 * store's unfinished writes (partial files on disk, multipart uploads on S3). Answers how many it removed.
 */
export async function sweepScratch({ maxAgeMs = scratchMaxAgeMs(), now = new Date() }: { maxAgeMs?: number; now?: Date } = {}): Promise<number> {
  const before = now.getTime() - maxAgeMs;
  const parent = scratchParent();
  let removed = 0;
  for (const entry of await readdirOrEmpty(parent)) {
    const full = path.join(parent, entry);
    if (!PROCESS_FOLDER.test(entry)) {
      // A lock file goes with its folder; anything else here is an older layout's entry, taken by age.
      if (!entry.endsWith(".lock")) removed += await removeAged([full], before);
      continue;
    }
    const lock = `${full}.lock`;
    // A folder without a lock file was never claimed (a test, a tool): it is swept by age like a live one.
    if (existsSync(lock) && (await lockIsFree(lock))) {
      await fs.rm(full, { recursive: true, force: true });
      await fs.rm(lock, { force: true });
      removed++;
      continue;
    }
    // Upload and download folders are shared by a process's requests: only their own old entries go.
    for (const name of await readdirOrEmpty(full)) {
      const inner = path.join(full, name);
      removed += await removeAged(name === "uploads" || name === "downloads" ? (await readdirOrEmpty(inner)).map((n) => path.join(inner, n)) : [inner], before);
    }
  }
  return removed + (await blobStore().sweepUnfinished(new Date(before)));
}

async function removeAged(targets: string[], before: number): Promise<number> {
  let removed = 0;
  for (const target of targets) {
    if ((await newestChange(target)) >= before) continue;
    await fs.rm(target, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

async function readdirOrEmpty(dir: string): Promise<string[]> {
  try {
    return await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "ENOTDIR") return [];
    throw error;
  }
}

/** The latest modification time in a file or folder tree (a working job keeps writing into its folder). */
async function newestChange(target: string): Promise<number> {
  const stat = await fs.lstat(target).catch(() => null);
  if (!stat) return Infinity;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of await readdirOrEmpty(target)) newest = Math.max(newest, await newestChange(path.join(target, name)));
  return newest;
}
