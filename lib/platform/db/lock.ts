import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

/** flock(1)'s answer when another process holds the lock (`--conflict-exit-code`). */
const CONFLICT_EXIT = 75;

/**
 * Takes an exclusive OS lock (flock(2)) on `lockPath` for this process's life. Two processes on one
 * PGlite directory silently corrupt it, and a pid in a file cannot tell: containers sharing a volume
 * have their own pid namespaces, and a dead owner's pid may be reused. The lock is held by a small
 * `flock … cat` child reading our stdin pipe: when this process ends, however it ends (`kill -9`
 * too), the kernel closes the pipe, the child exits and the kernel drops the lock. The pid written
 * into the file only names the owner in the refusal.
 */
export async function acquireDirectoryLock(lockPath: string): Promise<() => Promise<void>> {
  const child = spawn("flock", ["--exclusive", "--nonblock", "--conflict-exit-code", String(CONFLICT_EXIT), lockPath, "sh", "-c", "echo locked; exec cat >/dev/null"], {
    stdio: ["pipe", "pipe", "ignore"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const outcome = await new Promise<"locked" | "taken" | Error>((resolve) => {
    child.once("error", (error: NodeJS.ErrnoException) =>
      resolve(error.code === "ENOENT" ? new Error("The embedded database needs the flock command (util-linux) to lock its directory; install it, or set DATABASE_URL.") : error),
    );
    child.stdout.once("data", () => resolve("locked"));
    void exited.then((code) => resolve(code === CONFLICT_EXIT ? "taken" : new Error(`Could not lock the embedded database (flock exited with ${code}).`)));
  });
  if (outcome === "taken") {
    const owner = readOwner(lockPath);
    throw new Error(
      `The embedded database in ${lockPath.replace(/db\.lock$/, "db")} is already open in another process${owner ? ` (process ${owner} in its own pid namespace)` : ""}. ` +
        "Only one Darkroom process may use it: stop that process, or set DATABASE_URL to share PostgreSQL between processes.",
    );
  }
  if (outcome instanceof Error) throw outcome;
  fs.writeFileSync(lockPath, String(process.pid));
  // The holder must not keep this process alive, nor the test runner.
  child.stdout.destroy();
  child.unref();
  if (child.stdin instanceof net.Socket) child.stdin.unref();
  return async () => {
    child.stdin.end();
    await exited;
  };
}

function readOwner(lockPath: string): string | undefined {
  try {
    return /^\d+$/.exec(fs.readFileSync(lockPath, "utf8").trim())?.[0];
  } catch {
    return undefined;
  }
}
