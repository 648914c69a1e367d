// A built Darkroom server in a temp DATA_DIR for the benchmarks (run `npm run build` first).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type BenchServer = { base: string; dataDir: string; process: ChildProcess; adminToken: string; stop: () => Promise<void> };

export async function startServer({ port, env = {} }: { port: number; env?: Record<string, string> }): Promise<BenchServer> {
  if (!fs.existsSync(".next/BUILD_ID")) throw new Error("no build: run `npm run build` first");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-bench-"));
  const dataDir = path.join(dir, "data");
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOSTNAME_BIND: "127.0.0.1", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base);
    return { base, dataDir, process: child, adminToken: fs.readFileSync(path.join(dataDir, "admin-token"), "utf8").trim(), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not start");
}

/** A fresh business-plan account with its own key, issued through the admin API as the CLI does. */
export async function issueKey(server: BenchServer, email: string): Promise<string> {
  const response = await fetch(`${server.base}/api/admin/keys`, {
    method: "POST",
    headers: { authorization: `Bearer ${server.adminToken}`, "content-type": "application/json" },
    body: JSON.stringify({ email, plan: "business" }),
  });
  if (!response.ok) throw new Error(`issuing a key failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { key: string }).key;
}

/** The server's process and everything it started (start.mjs runs `next start` as a child). */
export function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(rootPid);
  return tree;
}

/** CPU time (user + system) the processes have used so far, in ms. */
export function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  // Linux reports in clock ticks of 10 ms (USER_HZ 100).
  return ticks * 10;
}

/** Resident set size in bytes (VmRSS), or 0 when the process is gone. */
export function rssBytes(pid: number): number {
  try {
    const match = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export function machine(): string {
  return `${os.cpus()[0].model}, ${os.availableParallelism()} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`;
}
