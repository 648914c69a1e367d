import fs from "node:fs";

/**
 * Takes an exclusive lock file holding our pid. Two processes on one PGlite directory silently
 * corrupt it, so a second process fails at once; a lock left by a dead process is taken over.
 */
export function acquireDirectoryLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx", mode: 0o600 });
      const release = () => {
        process.removeListener("exit", release);
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.rmSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(lockPath, "utf8"));
      if (owner === process.pid || !isAlive(owner)) {
        fs.rmSync(lockPath, { force: true });
        continue;
      }
      throw new Error(
        `The embedded database in ${lockPath.replace(/db\.lock$/, "db")} is already open in process ${owner}. ` +
          "Only one Darkroom process may use it: stop that process, or set DATABASE_URL to share PostgreSQL between processes.",
      );
    }
  }
  throw new Error(`Could not take the database lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
