import fs from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/platform/config/env";
import { blobStore, scratchRoot } from "./index";

/**
 * How long a scratch entry must lie untouched before the sweep takes it: longer than any media tool
 * may run, so a live job's folder (another process may share DATA_DIR) is never removed under it.
 */
export function scratchMaxAgeMs(): number {
  return Math.max(3600, 2 * env().MEDIA_TIMEOUT_SECONDS) * 1000;
}

/**
 * Removes what a crash left behind: entries of the scratch folder (`DATA_DIR/tmp`) untouched for
 * `maxAgeMs`, and the store's unfinished writes (partial files on disk, multipart uploads on S3).
 * Answers how many it removed.
 */
export async function sweepScratch({ maxAgeMs = scratchMaxAgeMs(), now = new Date() }: { maxAgeMs?: number; now?: Date } = {}): Promise<number> {
  const before = now.getTime() - maxAgeMs;
  let removed = 0;
  for (const entry of await readdirOrEmpty(scratchRoot())) {
    const full = path.join(scratchRoot(), entry);
    // Upload and download folders are shared by every request: only their own old entries go.
    const targets = entry === "uploads" || entry === "downloads" ? (await readdirOrEmpty(full)).map((name) => path.join(full, name)) : [full];
    for (const target of targets) {
      if ((await newestChange(target)) >= before) continue;
      await fs.rm(target, { recursive: true, force: true });
      removed++;
    }
  }
  return removed + (await blobStore().sweepUnfinished(new Date(before)));
}

async function readdirOrEmpty(dir: string): Promise<string[]> {
  try {
    return await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
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
