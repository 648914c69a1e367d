import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

/** flock(1)'s answer when another process holds the lock (`--conflict-exit-code`). */
const CONFLICT_EXIT = 75;

/** Another live process holds the lock; `owner` is the pid it wrote, in its own pid namespace. */
export class LockHeld extends Error {
  constructor(readonly owner: string | undefined) {
    super("The lock is held by another process");
    this.name = "LockHeld";
  }
}

/**
 * Takes an exclusive OS lock (flock(2)) on `lockPath` for this process's life, or throws LockHeld. A pid
 * in a file cannot tell whether its owner lives: containers sharing a volume have their own pid
 * namespaces, and a dead owner's pid may be reused. The lock is held by a small `flock … cat` child
 * reading our stdin pipe: when this process ends, however it ends (`kill -9` too), the kernel closes the
 * pipe, the child exits and the kernel drops the lock. The pid written into the file only names the owner.
 */
export async function holdLock(lockPath: string): Promise<() => Promise<void>> {
  const child = spawn("flock", ["--exclusive", "--nonblock", "--conflict-exit-code", String(CONFLICT_EXIT), lockPath, "sh", "-c", "echo locked; exec cat >/dev/null"], {
    stdio: ["pipe", "pipe", "ignore"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const outcome = await new Promise<"locked" | "taken" | Error>((resolve) => {
    child.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ENOENT" ? new Error("The flock command (util-linux) is needed to lock files; install it.") : error));
    child.stdout.once("data", () => resolve("locked"));
    void exited.then((code) => resolve(code === CONFLICT_EXIT ? "taken" : new Error(`Could not take the lock (flock exited with ${code}).`)));
  });
  if (outcome === "taken") throw new LockHeld(readOwner(lockPath));
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

/** Whether no live process holds `lockPath` (its owner ended, however it ended). */
export async function lockIsFree(lockPath: string): Promise<boolean> {
  const child = spawn("flock", ["--exclusive", "--nonblock", "--conflict-exit-code", String(CONFLICT_EXIT), lockPath, "true"], { stdio: "ignore" });
  const code = await new Promise<number | null>((resolve) => {
    child.once("error", () => resolve(null));
    child.once("exit", resolve);
  });
  return code === 0;
}

function readOwner(lockPath: string): string | undefined {
  try {
    return /^\d+$/.exec(fs.readFileSync(lockPath, "utf8").trim())?.[0];
  } catch {
    return undefined;
  }
}
