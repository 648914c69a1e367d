// npm run bench:batch — two measures of batches (run `npm run build` first):
//  1. Throughput: the same N stored photos through the same two-step line, as N runs sent one after
//     another (each waited for, as a script looping over files would) and as one batch; both against
//     one real server, so the ratio holds on any machine.
//  2. The archive's memory: a ZIP of 1 GiB of stored files (BENCH_ARCHIVE_BYTES) streamed by
//     lib/platform/archive/zip.ts from a disk blob store into a reader that keeps nothing, with this
//     process's resident memory sampled meanwhile.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import sharp from "sharp";
import { zipEntries } from "@/lib/platform/archive/zip";
import { LocalDiskStore } from "@/lib/platform/storage/local-disk";
import { newBlobKey } from "@/lib/platform/storage/blob-store";
import { issueKey, machine, startBenchServer } from "../server";

const ITEMS = Number(process.env.BENCH_ITEMS ?? 48);
const ARCHIVE_BYTES = Number(process.env.BENCH_ARCHIVE_BYTES ?? 1024 ** 3);
const PORT = Number(process.env.BENCH_PORT ?? 3641);
const LINE = { steps: [{ tool: "resize", options: { width: 800 } }, { tool: "grayscale" }], output: { format: "webp" } };
const MB = 1024 * 1024;

async function api<T>(base: string, key: string, route: string, init: { method?: string; json?: unknown; form?: FormData } = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${route}`, {
    method: init.method ?? (init.json || init.form ? "POST" : "GET"),
    headers: { authorization: `Bearer ${key}`, ...(init.json ? { "content-type": "application/json" } : {}) },
    body: init.json ? JSON.stringify(init.json) : init.form,
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** N different 2400×1600 JPEGs, stored once as upload jobs, so both ways run on the very same inputs. */
async function storePhotos(base: string, key: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < ITEMS; i++) {
    const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: (i * 37) % 256, g: 120, b: 200 - (i % 100) }, noise: { type: "gaussian", mean: 128, sigma: 20 } } })
      .jpeg({ quality: 85 })
      .toBuffer();
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(jpeg)]), `photo-${i}.jpg`);
    const { status, body } = await api<{ id: string }>(base, key, "/api/v1/uploads", { form });
    if (status !== 201) throw new Error(`upload answered ${status}`);
    ids.push(body.id);
  }
  return ids;
}

async function oneByOne(base: string, key: string, jobIds: string[]): Promise<number> {
  const started = performance.now();
  for (const jobId of jobIds) {
    const { status, body } = await api<{ status: string }>(base, key, "/api/v1/runs", { json: { job_id: jobId, ...LINE } });
    if (status !== 200 || body.status !== "complete") throw new Error(`a run answered ${status} ${body.status}`);
  }
  return (performance.now() - started) / 1000;
}

async function asBatch(base: string, key: string, jobIds: string[]): Promise<{ seconds: number; id: string }> {
  const started = performance.now();
  const { status, body } = await api<{ id: string }>(base, key, "/api/v1/batches", { json: { ...LINE, inputs: jobIds.map((job_id) => ({ job_id })) } });
  if (status !== 202) throw new Error(`the batch answered ${status}`);
  for (;;) {
    const batch = (await api<{ status: string; completed_at: string | null }>(base, key, `/api/v1/batches/${body.id}`)).body;
    if (batch.completed_at) {
      if (batch.status !== "complete") throw new Error(`the batch ended ${batch.status}`);
      return { seconds: (performance.now() - started) / 1000, id: body.id };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** 1 GiB in 64 MiB files of incompressible bytes, zipped by the archive module into a reader that counts and drops. */
async function archiveMemory(): Promise<{ seconds: number; peakGrowthMb: number; zipped: number }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-bench-archive-"));
  try {
    const store = new LocalDiskStore(root);
    const fileBytes = 64 * MB;
    const block = Buffer.alloc(MB);
    for (let i = 0; i < block.length; i++) block[i] = (i * 2654435761) >>> 24;
    const keys: string[] = [];
    for (let written = 0; written < ARCHIVE_BYTES; written += fileBytes) {
      const key = newBlobKey("tmp");
      await store.put(key, Readable.from((function* () { for (let n = 0; n < Math.min(fileBytes, ARCHIVE_BYTES - written) / MB; n++) yield block; })()));
      keys.push(key);
    }
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    let zipped = 0;
    const started = performance.now();
    const entries = keys.map((key, i) => ({ name: `part-${i}.bin`, open: () => store.open(key) }));
    await pipeline(zipEntries(entries), new Writable({ write: (chunk: Buffer, _encoding, done) => ((zipped += chunk.length), done()) }));
    clearInterval(timer);
    return { seconds: (performance.now() - started) / 1000, peakGrowthMb: (Math.max(peak, process.memoryUsage().rss) - before) / MB, zipped };
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

async function main() {
  const server = await startBenchServer({ port: PORT });
  let sequential: number;
  let batch: { seconds: number; id: string };
  try {
    const key = await issueKey(server, "batch@example.com");
    const jobIds = await storePhotos(server.base, key);
    // One run first, so neither way pays for the server's first sharp and WebP start.
    await oneByOne(server.base, key, jobIds.slice(0, 1));
    sequential = await oneByOne(server.base, key, jobIds);
    batch = await asBatch(server.base, key, jobIds);
  } finally {
    await server.stop();
  }
  const archive = await archiveMemory();

  console.log(`machine: ${machine()}; ${ITEMS} photos 2400×1600 through resize 800 → grayscale → WebP`);
  console.log(`one by one  ${sequential.toFixed(1).padStart(6)} s   ${(ITEMS / sequential).toFixed(2).padStart(6)} items/s`);
  console.log(`one batch   ${batch.seconds.toFixed(1).padStart(6)} s   ${(ITEMS / batch.seconds).toFixed(2).padStart(6)} items/s   ${(sequential / batch.seconds).toFixed(2)}× the throughput`);
  console.log(
    `archive     ${(archive.zipped / MB).toFixed(0)} MB zipped in ${archive.seconds.toFixed(1)} s (${(archive.zipped / MB / archive.seconds).toFixed(0)} MB/s), ` +
      `peak RSS growth ${archive.peakGrowthMb.toFixed(0)} MB (goal < 64 MB)`,
  );
}

void main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
