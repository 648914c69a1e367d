import fsp from "node:fs/promises";
import path from "node:path";

/**
 * Runs `work` (an open or a rename) on `target`, making the folder it lives in only when `work`
 * finds it missing: once per folder, not a mkdir on every write.
 */
export async function inFolderOf<T>(target: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    return work();
  }
}
