// A full disk against the production build: the embedded server (PGlite, blobs on disk, embedded
// workers) on a small tmpfs as DATA_DIR, which the test fills to the last byte. Asserted: uploads, tus and
// outputs answer 507 `insufficient_storage` with the error shape (or, for work already accepted, wait and
// complete); the failed requests leave no temporary file; what was stored before survives, the embedded
// database too (across a restart); the service serves again as soon as space is back.
// Needs root to mount the tmpfs: where mounting is refused the test says so and skips.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "@/test/built-entries";
import { samplePng } from "@/test/fixtures/vault";
import { built, Processes, type Proc } from "@/test/processes";
import { expectHonest, observe, report, seconds, type Observed, type ReportRow } from "./harness";

const TMPFS_BYTES = 160 * 1024 * 1024;

/** Mounts a tmpfs of its own; null (with the reason) where mounting is refused. */
function mountTmpfs(): { dir: string; unmount: () => void } | { refused: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-faults-disk-"));
  const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", `size=${TMPFS_BYTES},mode=0700`, "tmpfs", dir], { encoding: "utf8" });
  if (mounted.status !== 0) {
    fs.rmdirSync(dir);
    return { refused: (mounted.stderr || mounted.error?.message || `exit ${mounted.status}`).trim() };
  }
  return {
    dir,
    unmount: () => {
      spawnSync("umount", ["-l", dir]);
      fs.rmdirSync(dir);
    },
  };
}

const mount = mountTmpfs();
if ("refused" in mount) console.warn(`[faults] the full-disk test is SKIPPED: mounting a tmpfs was refused (${mount.refused}); run as root to include it`);

/** Every file under `dir`, but the embedded database's and the filler. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes `file` until the disk has no byte left. */
function fill(file: string): void {
  const fd = fs.openSync(file, "a");
  try {
    for (const size of [1024 * 1024, 4096, 1]) {
      const chunk = Buffer.alloc(size, 1);
      for (;;) {
        try {
          fs.writeSync(fd, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "ENOSPC") break;
          throw error;
        }
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

describe.skipIf("refused" in mount)("a full disk (tmpfs as DATA_DIR)", () => {
  const dataDir = "dir" in mount ? mount.dir : "";
  const processes = new Processes(() => ({
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: "production",
    DARKROOM_SECRET: `faults-${randomBytes(16).toString("hex")}`,
    WAIT_TIMEOUT_SECONDS: "0.2",
    WORKER_CONCURRENCY: "1",
    // A job whose attempt could not even be put back (the database's disk full too) runs again after its lease.
    JOB_LEASE_SECONDS: "3",
    // The floor is off: every write here meets the full disk itself (the floor has tests of its own).
    DISK_FREE_MIN_BYTES: "0",
    LOG_LEVEL: "info",
  }));
  const rows: ReportRow[] = [];
  let server: Proc;
  let base: string;
  let port: number;
  let key: string;

  const auth = () => ({ authorization: `Bearer ${key}` });
  const start = async () => {
    server = processes.spawn("embedded", ["dist/server.mjs"], { PORT: String(port), HOSTNAME_BIND: "127.0.0.1" }, dataDir);
    await processes.until("the embedded server is ready", async () => server.log().includes("ready"), 120_000);
    await processes.until("the embedded server answers", () => fetch(`${base}/api/health/live`).then((r) => r.ok, () => false));
  };
  const job = async (id: string) => (await fetch(`${base}/api/v1/jobs/${id}`, { headers: auth() })).json();
  const finished = (id: string) => processes.until(`job ${id} finishes`, async () => {
    const body = await job(id);
    return ["complete", "failed", "canceled"].includes(body.status) ? body : null;
  }, 120_000);
  const convert = (fields: Record<string, string | Blob>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    return observe("convert upload", `${base}/api/v1/convert`, { method: "POST", headers: auth(), body });
  };
  const tus = { "tus-resumable": "1.0.0" };
  const bytes = { ...tus, "content-type": "application/offset+octet-stream" };

  beforeAll(async () => {
    if (!built()) throw new Error("the fault harness runs the built app: run `npm run build` first");
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    await start();
    const admin = fs.readFileSync(path.join(dataDir, "admin-token"), "utf8").trim();
    const issued = await fetch(`${base}/api/admin/keys`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ email: "disk@example.com", plan: "business", credits: 10 }),
    });
    expect(issued.status).toBe(201);
    key = (await issued.json()).key;
  }, 180_000);

  afterAll(async () => {
    await processes.stop();
    if ("dir" in mount) mount.unmount();
    report(rows);
  });

  it("answers 507 for uploads, tus and outputs while the disk is full, removes the failed requests' files, and serves again once space is back", async () => {
    // Stored before the disk fills: a job with its output, a large photo as an input for later, an unfinished tus upload.
    const png = await samplePng({ width: 320, height: 240 });
    const before = await finished((await (await fetch(`${base}/api/v1/convert`, { method: "POST", headers: auth(), body: formOf({ file: new Blob([new Uint8Array(png)]), format: "webp" }) })).json()).id);
    expect(before.status).toBe("complete");
    const noise = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 50 } } }).png().toBuffer();
    const large = await finished((await (await fetch(`${base}/api/v1/convert`, { method: "POST", headers: auth(), body: formOf({ file: new Blob([new Uint8Array(noise)]), format: "jpeg" }) })).json()).id);
    expect(large.status).toBe("complete");
    const created = await fetch(`${base}/api/v1/uploads/tus`, { method: "POST", headers: { ...auth(), ...tus, "upload-length": String(png.length) } });
    expect(created.status).toBe(201);
    const uploadUrl = `${base}/api/v1/uploads/tus/${created.headers.get("location")!.split("/").pop()}`;
    const blobsBefore = new Set(filesUnder(path.join(dataDir, "blobs")));

    fill(path.join(dataDir, "filler"));
    const filledAt = Date.now();
    const answers: Observed[] = [];
    const upload = new Uint8Array(noise);
    answers.push(await convert({ file: new Blob([upload], { type: "image/png" }), format: "webp" }));
    answers.push(await observe("tus creation", `${base}/api/v1/uploads/tus`, { method: "POST", headers: { ...auth(), ...bytes, "upload-length": String(upload.length) }, body: upload }));
    answers.push(await observe("tus PATCH", uploadUrl, { method: "PATCH", headers: { ...auth(), ...bytes, "upload-offset": "0" }, body: new Uint8Array(png) }));
    // An output that cannot be written: the large photo as a PNG. Refused (507) or accepted to wait for space, never failed.
    const output = await fetch(`${base}/api/v1/convert`, { method: "POST", headers: { ...auth(), "content-type": "application/json" }, body: JSON.stringify({ job_id: large.id, format: "png" }) });
    const outputBody = await output.json();
    answers.push({ label: "output", status: output.status, ms: 0, code: outputBody.error?.code, retryAfter: output.headers.get("retry-after"), contentType: output.headers.get("content-type") });
    // Reads go on.
    answers.push(await observe("job read", `${base}/api/v1/jobs/${before.id}`, { headers: auth() }));
    answers.push(await observe("download", before.outputs[0].url));
    const refusals = answers.filter((a) => a.label !== "job read" && a.label !== "download" && a.label !== "output");
    expect(refusals.map((a) => ({ label: a.label, status: a.status, code: a.code, message: a.status === 507 ? undefined : a.message, json: a.contentType?.startsWith("application/json") }))).toEqual(
      refusals.map((a) => ({ label: a.label, status: 507, code: "insufficient_storage", message: undefined, json: true })),
    );
    expectHonest(answers, (s) => s === 507 || s === 202 || s === 200);
    expect(answers.filter((a) => a.label === "job read" || a.label === "download").map((a) => a.status)).toEqual([200, 200]);
    let outputJob: string | null = null;
    if (output.status === 202 || output.status === 200) {
      outputJob = outputBody.id as string;
      // Held while the disk is full: the worker treats it as transient.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect((await job(outputJob)).status).not.toBe("failed");
    }

    // The failed requests' temporary files are gone; the store kept nothing new.
    expect(filesUnder(path.join(dataDir, "tmp")).filter((f) => !f.endsWith(".lock"))).toEqual([]);
    expect(filesUnder(path.join(dataDir, "blobs")).filter((f) => !blobsBefore.has(f))).toEqual([]);

    fs.rmSync(path.join(dataDir, "filler"));
    const freedAt = Date.now();
    const again = await processes.until("uploads are taken again", async () => {
      const answer = await convert({ file: new Blob([new Uint8Array(png)]), format: "webp" });
      return answer.status === 202 || answer.status === 200 ? answer : null;
    }, 30_000);
    const recoveredMs = Date.now() - freedAt;
    expect(again.status === 202 || again.status === 200).toBe(true);
    if (outputJob) expect((await finished(outputJob)).status).toBe("complete");
    expect((await fetch(uploadUrl, { method: "PATCH", headers: { ...auth(), ...bytes, "upload-offset": "0" }, body: new Uint8Array(png) })).status).toBe(204);
    expect((await fetch(before.outputs[0].url)).status).toBe(200);

    // The embedded database is whole: it opens again after a restart, with every row.
    process.kill(server.child.pid!, "SIGTERM");
    expect(await server.exited).toBe(0);
    await start();
    expect((await job(before.id)).status).toBe("complete");
    expect(server.child.exitCode).toBeNull();
    rows.push({
      fault: "Full disk (DATA_DIR on a tmpfs filled to the last byte)",
      answered: `uploads, tus creation and PATCH: 507 \`insufficient_storage\`; an output that cannot be written: ${output.status === 507 ? "507" : `accepted (${output.status}), held until space is back`}; reads and downloads 200 (${Math.round((Date.now() - filledAt) / 1000)} s full)`,
      lost: "nothing: no temporary file of a failed request left, no partial blob; the embedded database intact across a restart",
      recovery: `${seconds(recoveredMs)} after space is freed`,
    });
  }, 180_000);
});

function formOf(fields: Record<string, string | Blob>): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
}
