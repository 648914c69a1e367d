import { holdLock, LockHeld } from "@/lib/platform/process-lock";

/**
 * Locks an embedded database directory for this process's life (`lockPath` beside it): two processes on
 * one PGlite directory silently corrupt it, so a second one is refused at once, naming the owner.
 */
export async function acquireDirectoryLock(lockPath: string): Promise<() => Promise<void>> {
  try {
    return await holdLock(lockPath);
  } catch (error) {
    if (!(error instanceof LockHeld)) {
      throw error instanceof Error && /flock command/.test(error.message)
        ? new Error("The embedded database needs the flock command (util-linux) to lock its directory; install it, or set DATABASE_URL.")
        : error;
    }
    throw new Error(
      `The embedded database in ${lockPath.replace(/db\.lock$/, "db")} is already open in another process${error.owner ? ` (process ${error.owner} in its own pid namespace)` : ""}. ` +
        "Only one Darkroom process may use it: stop that process, or set DATABASE_URL to share PostgreSQL between processes.",
    );
  }
}
