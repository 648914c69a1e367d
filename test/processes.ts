// Web and worker processes of the production build (`npm run build`: dist/server.mjs, dist/worker.mjs),
// each in its own process group, for the tests that run the service as it is deployed: the multi-process
// proof (test/scale) and the fault harness (test/faults).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";

export type Proc = { name: string; child: ChildProcess; dataDir: string; log: () => string; exited: Promise<number | null> };

export const built = () =>
  fs.existsSync(path.join(process.cwd(), ".next", "BUILD_ID")) && fs.existsSync(path.join(process.cwd(), "dist", "worker.mjs")) && fs.existsSync(path.join(process.cwd(), "dist", "server.mjs"));

/** The processes a test started, and the folders it made for them; `stop()` kills and removes them all. */
export class Processes {
  readonly all: Proc[] = [];
  private readonly dirs: string[] = [];

  constructor(private readonly sharedEnv: () => NodeJS.ProcessEnv) {}

  /** A DATA_DIR of its own, removed by `stop()`. */
  dataDir(name: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `darkroom-${name}-`));
    this.dirs.push(dir);
    return dir;
  }

  spawn(name: string, args: string[], extraEnv: Record<string, string>, dataDir = this.dataDir(name)): Proc {
    // Its own process group, so a kill reaches the ffmpeg it runs too, as when a host dies.
    const child = spawn(process.execPath, args, { env: { ...this.sharedEnv(), ...extraEnv, DATA_DIR: dataDir }, stdio: ["ignore", "pipe", "pipe"], detached: true });
    let log = "";
    child.stdout!.on("data", (chunk) => (log += chunk));
    child.stderr!.on("data", (chunk) => (log += chunk));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const proc = { name, child, dataDir, log: () => log, exited };
    this.all.push(proc);
    return proc;
  }

  /** A web process without embedded workers; `scripts/start.mjs` as `npm start` runs it unless `entry` names the server entry. */
  startWeb(name: string, port: number, { dataDir, entry = "scripts/start.mjs", env = {} }: { dataDir?: string; entry?: string; env?: Record<string, string> } = {}): Proc {
    return this.spawn(name, [entry], { PORT: String(port), HOSTNAME_BIND: "127.0.0.1", DARKROOM_EMBEDDED_WORKERS: "false", ...env }, dataDir);
  }

  startWorker(name: string, { dataDir, env = {} }: { dataDir?: string; env?: Record<string, string> } = {}): Proc {
    return this.spawn(name, ["dist/worker.mjs"], { WORKER_CONCURRENCY: "1", ...env }, dataDir);
  }

  /** Polls `check` every 200 ms until it answers something; on timeout the error carries every process's last log lines. */
  async until<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 90_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}\n${this.logs()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  logs(chars = 2000): string {
    return this.all.map((p) => `--- ${p.name}\n${p.log().slice(-chars)}`).join("\n");
  }

  /** Kills and removes everything; with FAULTS_LOGS (or `logFile`) set, every process's whole log is appended there first. */
  async stop(logFile = process.env.FAULTS_LOGS): Promise<void> {
    if (logFile) fs.appendFileSync(logFile, this.all.map((p) => `--- ${p.name} (pid ${p.child.pid}, exit ${p.child.exitCode ?? p.child.signalCode})\n${p.log()}`).join("\n"));
    for (const p of this.all) {
      try {
        process.kill(-p.child.pid!, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
    await Promise.all(this.all.map((p) => (p.child.exitCode === null && p.child.signalCode === null ? p.exited : null)));
    for (const dir of this.dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** An S3 client for the test gateway (TEST_S3_*), as the service configures its own. */
export function testS3Client<C>(S3Client: new (config: object) => C, endpoint = process.env.TEST_S3_ENDPOINT): C {
  return new S3Client({
    endpoint,
    region: process.env.TEST_S3_REGION ?? "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: process.env.TEST_S3_ACCESS_KEY_ID!, secretAccessKey: process.env.TEST_S3_SECRET_ACCESS_KEY! },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** Every key in a bucket of the test gateway. */
export async function bucketKeys(bucket: string): Promise<string[]> {
  const { S3Client, ListObjectsV2Command } = await import("@aws-sdk/client-s3");
  const client = testS3Client(S3Client);
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return keys;
}

/** A bucket of its own on the test gateway, so every object in it belongs to the test. */
export async function createTestBucket(prefix: string): Promise<string> {
  const { randomBytes } = await import("node:crypto");
  const { S3Client, CreateBucketCommand } = await import("@aws-sdk/client-s3");
  const bucket = `${prefix}-${randomBytes(4).toString("hex")}`;
  await testS3Client(S3Client).send(new CreateBucketCommand({ Bucket: bucket }));
  return bucket;
}

/** The command lines of a process's children (ffmpeg under a worker). */
export function childCommands(pid: number): string[] {
  const ps = spawnSync("ps", ["-o", "args=", "--ppid", String(pid)], { encoding: "utf8" });
  return ps.stdout.split("\n").filter(Boolean);
}
