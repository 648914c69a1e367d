// A real Darkroom server for the benchmarks (scripts/start.mjs: the server entry with workers, in a
// scratch DATA_DIR; run `npm run build` first), keys issued through the admin API, and the CPU and
// memory of its process tree read from /proc.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

export type BenchServer = { base: string; dataDir: string; adminToken: string; process: ChildProcess; stop: (options?: { keepData?: boolean }) => Promise<void> };

/**
 * A server in a scratch DATA_DIR, or in `dataDir` (one an earlier `stop({ keepData: true })` left, e.g. to write into its database in between).
 * `nodeArgs` (Node or V8 flags) run the server entry itself with them, in the environment `npm start` gives it;
 * `entry` runs another server entry (one `node scripts/build-server.mjs <outdir>` wrote, e.g. of an earlier commit) the same way.
 */
export async function startBenchServer({ port, env = {}, dataDir: reused, nodeArgs = [], entry }: { port: number; env?: Record<string, string>; dataDir?: string; nodeArgs?: string[]; entry?: string }): Promise<BenchServer> {
  if (!fs.existsSync(".next/BUILD_ID")) throw new Error("no build: run `npm run build` first");
  const dir = reused ? path.dirname(reused) : fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-bench-"));
  const dataDir = reused ?? path.join(dir, "data");
  const base = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROFILE=dir runs the server entry itself under V8's profiler, which writes a .cpuprofile there on exit.
  const profileDir = process.env.BENCH_CPU_PROFILE;
  const flags = [...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []), ...nodeArgs];
  const server = spawn(process.execPath, flags.length || entry ? [...flags, entry ?? "dist/server.mjs"] : ["scripts/start.mjs"], {
    env: { MALLOC_ARENA_MAX: "2", NEXT_TELEMETRY_DISABLED: "1", ...process.env, PORT: String(port), DATA_DIR: dataDir, HOSTNAME_BIND: "127.0.0.1", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async ({ keepData = false }: { keepData?: boolean } = {}) => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    if (!keepData) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base);
    return { base, dataDir, adminToken: fs.readFileSync(path.join(dataDir, "admin-token"), "utf8").trim(), process: server, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitForHealth(base: string): Promise<void> {
  // Up to ten minutes: a server starting beside others on a loaded 2-core machine has taken over five.
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not start");
}

/** A fresh business-plan account with its own key (and `credits` for paid skills), issued through the admin API as the CLI does. */
export async function issueKey(server: BenchServer, email: string, { credits = 0 }: { credits?: number } = {}): Promise<string> {
  const response = await fetch(`${server.base}/api/admin/keys`, {
    method: "POST",
    headers: { authorization: `Bearer ${server.adminToken}`, "content-type": "application/json" },
    body: JSON.stringify({ email, plan: "business", credits }),
  });
  if (!response.ok) throw new Error(`issuing a key failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { key: string }).key;
}

export function machine(): string {
  return `${os.cpus()[0].model}, ${os.availableParallelism()} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`;
}

export async function uploadForm(file: string, name: string, fields: Record<string, string> = {}): Promise<FormData> {
  const form = new FormData();
  form.set("file", (await fs.openAsBlob(file)) as unknown as Blob, name);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

/**
 * POSTs `file` as multipart/form-data the way curl does: the file streamed from disk in 1 MiB reads
 * behind a small header, with a Content-Length. fetch() with a FormData of a Blob costs this client
 * about 4× the CPU, which on a shared machine is taken from the server being measured.
 */
export function postFile({ url, key, file, name, fields = {} }: { url: string; key: string; file: string; name: string; fields?: Record<string, string> }): Promise<{ status: number; body: string }> {
  const boundary = `bench${Math.random().toString(36).slice(2)}`;
  const fieldParts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const head = Buffer.from(`${fieldParts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = fs.statSync(file).size;
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": head.length + size + tail.length },
    });
    answerOf(request, resolve, reject);
    request.write(head);
    const source = fs.createReadStream(file, { highWaterMark: 1024 * 1024 });
    source.on("error", reject);
    source.on("end", () => request.end(tail));
    source.pipe(request, { end: false });
  });
}

/** POSTs `file` as the raw body (application/octet-stream, with a Content-Length), streamed from disk in 1 MiB reads, for the strict floor. */
export function postRawFile({ url, file }: { url: string; file: string }): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "POST", headers: { "content-type": "application/octet-stream", "content-length": fs.statSync(file).size } });
    answerOf(request, resolve, reject);
    fs.createReadStream(file, { highWaterMark: 1024 * 1024 }).on("error", reject).pipe(request);
  });
}

/** Settles with a request's status and whole body as text. */
function answerOf(request: http.ClientRequest, resolve: (answer: { status: number; body: string }) => void, reject: (error: Error) => void): void {
  request.on("response", (response) => {
    const parts: Buffer[] = [];
    response.on("data", (part: Buffer) => parts.push(part));
    response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString() }));
  });
  request.on("error", reject);
}

/**
 * A waiting call's answer, finished: a 202 (the work outlasted WAIT_TIMEOUT_SECONDS, as a model's start on
 * a busy machine can) is polled at its `poll_url` until the job or run has ended. Anything else but a 200 throws.
 */
export async function finished<T extends { status: string }>({ status, body }: { status: number; body: string }, key: string): Promise<T> {
  let view = JSON.parse(body) as T & { poll_url?: string };
  if (status === 202 && view.poll_url) {
    const url = view.poll_url;
    while (!["complete", "failed", "canceled"].includes(view.status)) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      view = (await (await fetch(url, { headers: { authorization: `Bearer ${key}` } })).json()) as T & { poll_url?: string };
    }
  } else if (status !== 200) throw new Error(`${status} ${body}`);
  return view;
}

/** A GET's whole body through node:http, as a CDN or browser reads it (fetch() costs this client several times the CPU per request, taken on a shared machine from the server being measured); anything but a 200 throws. */
export function getOk(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () => {
          const body = Buffer.concat(parts);
          if (response.statusCode === 200) resolve(body);
          else reject(new Error(`GET ${url}: ${response.statusCode} ${body.toString()}`));
        });
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** `rootPid` and every process below it (start.mjs runs dist/server.mjs, which runs workers and the model process). */
export function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = readStatus(Number(entry), "PPid");
    if (ppid !== null) children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    (children.get(pid) ?? []).forEach(visit);
  };
  visit(rootPid);
  return tree;
}

/** Resident set size (VmRSS) in bytes, or 0 when the process is gone. */
export function rssBytes(pid: number): number {
  return (readStatus(pid, "VmRSS") ?? 0) * 1024;
}

/** Resident memory (MB) of `pid` and every process below it. */
export function treeRssMb(pid: number): number {
  return processTree(pid).reduce((sum, p) => sum + rssBytes(p), 0) / (1024 * 1024);
}

/** CPU seconds (user + system, threads and reaped children included) of `pid` and every process below it. */
export function treeCpuSeconds(pid: number): number {
  return processTree(pid).reduce((sum, p) => sum + cpuTicks(p), 0) / CLOCK_TICKS;
}

/** CPU seconds of this process alone (its threads and the children it reaped, such as a finished ffmpeg). */
export function ownCpuSeconds(): number {
  return cpuTicks(process.pid) / CLOCK_TICKS;
}

/** Linux's USER_HZ, which /proc/<pid>/stat counts in. */
const CLOCK_TICKS = 100;

function cpuTicks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the parenthesised command name: utime, stime, cutime, cstime are the 12th–15th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0);
  } catch {
    return 0;
  }
}

function readStatus(pid: number, field: string): number | null {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith(`${field}:`));
    return line ? Number.parseInt(line.slice(field.length + 1), 10) : null;
  } catch {
    return null;
  }
}

/** Samples `treeRssMb` every `everyMs` until stopped; returns the highest value seen. `byProcess()` gives each process's own highest, by its command line. */
export function sampleTreePeak(pid: number, everyMs = 50): { stop: () => number; byProcess: () => { command: string; peakMb: number }[] } {
  const perProcess = new Map<number, { command: string; peakMb: number }>();
  const sample = () => {
    let total = 0;
    for (const p of processTree(pid)) {
      const mb = rssBytes(p) / (1024 * 1024);
      total += mb;
      // Read again until it is known: a process caught between fork and exec has no command line yet.
      const seen = perProcess.get(p) ?? { command: "", peakMb: 0 };
      if (!seen.command) seen.command = commandOf(p);
      perProcess.set(p, { ...seen, peakMb: Math.max(seen.peakMb, mb) });
    }
    return total;
  };
  let peak = sample();
  const timer = setInterval(() => (peak = Math.max(peak, sample())), everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, sample());
    },
    byProcess: () => [...perProcess.values()],
  };
}

/** A process's command line, shortened to its program and script, for reports. */
function commandOf(pid: number): string {
  try {
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
    if (!args.length) return "";
    return args.map((arg) => path.basename(arg)).filter((arg) => !arg.startsWith("-")).slice(0, 2).join(" ");
  } catch {
    return `pid ${pid}`;
  }
}

/** CPU seconds of each thread of `pid`, summed by thread name (libvips names its workers; Node's own threads are all `node`), the main thread's user and system time apart. */
export function threadCpuByName(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  let tasks: string[] = [];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return byName;
  }
  for (const task of tasks) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${task}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const [user, system] = [Number(fields[11]) / CLOCK_TICKS, Number(fields[12]) / CLOCK_TICKS];
      if (Number(task) === pid) {
        byName.set("main user", user);
        byName.set("main system", system);
        continue;
      }
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      byName.set(name, (byName.get(name) ?? 0) + user + system);
    } catch {
      // the thread ended meanwhile
    }
  }
  return byName;
}
