import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { createId, randomBase62 } from "@/lib/api/ids";
import { startConvert } from "@/lib/convert/convert";
import { ConvertInput } from "@/lib/convert/schema";
import { getDb, jobOutputs, jobs } from "@/lib/db";
import { findAccountByKey } from "@/lib/keys/keys";
import { getJobRow, listJobOutputs, type JobOutputRow, type JobRow } from "@/lib/jobs/queue";
import { waitUntilFinished } from "@/lib/jobs/wait";
import { blobStore, newBlobKey, scratchRoot } from "@/lib/storage";

/** A solid-colour PNG with a second colour in one corner, so decoded previews can be checked. */
export function samplePng({ width = 96, height = 64, seed = 0 }: { width?: number; height?: number; seed?: number } = {}): Promise<Buffer> {
  const background = { r: (seed * 53) % 256, g: 120, b: 200 };
  return sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: { create: { width: Math.ceil(width / 4), height: Math.ceil(height / 4), channels: 3, background: { r: 250, g: 250, b: 10 } } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

/** Runs a real convert job for the key's account (workers must be running) and answers it complete with its outputs. */
export async function convertedJob({ key, image, format = "png" }: { key: string; image: Buffer; format?: "png" | "jpeg" | "webp" }): Promise<{ job: JobRow; outputs: JobOutputRow[] }> {
  const found = await findAccountByKey(key);
  if (!found) throw new Error("unknown key");
  const filePath = path.join(scratchRoot(), `fixture-${randomBase62(10)}.png`);
  await fs.mkdir(path.dirname(filePath), { recursive: true });
  await fs.writeFile(filePath, image);
  const queued = await startConvert({
    caller: { account: found.account, apiKey: found.key, via: "key" },
    source: { kind: "file", path: filePath, name: "photo.png" },
    input: ConvertInput.parse({ format }),
  });
  let job: JobRow | null = queued;
  await waitUntilFinished({ id: queued.id, timeoutMs: 30_000, isFinished: async () => (job = await getJobRow(queued.id))?.status === "complete" });
  if (job?.status !== "complete") throw new Error(`convert job ${queued.id} did not complete: ${job?.status} ${job?.errorMessage}`);
  return { job, outputs: await listJobOutputs(queued.id) };
}

/**
 * Records a complete job as a skill would leave it (kind, params, its input, inline result, a file output).
 * Stands in for skills this test cannot run offline, such as alt text from a vision model.
 */
export async function recordedSkillJob({
  accountId,
  params,
  result,
  file,
  input,
}: {
  accountId: string;
  params: Record<string, unknown>;
  result?: Record<string, unknown>;
  file?: { bytes: Buffer; name: string; mime: string; width?: number; height?: number; durationSeconds?: number };
  input?: { blobKey: string; name: string; mime: string };
}): Promise<{ job: JobRow; outputs: JobOutputRow[] }> {
  const db = await getDb();
  const [job] = await db
    .insert(jobs)
    .values({
      id: createId("job"),
      accountId,
      kind: "skill",
      status: "complete",
      params,
      result: result ?? null,
      inputBlobKey: input?.blobKey ?? null,
      inputName: input?.name ?? null,
      inputMime: input?.mime ?? null,
    })
    .returning();
  if (file) {
    const blobKey = newBlobKey("output");
    await blobStore().put(blobKey, Readable.from([file.bytes]));
    await db.insert(jobOutputs).values({
      id: createId("blob"),
      jobId: job.id,
      position: 0,
      name: file.name,
      mime: file.mime,
      sizeBytes: file.bytes.length,
      width: file.width ?? null,
      height: file.height ?? null,
      durationSeconds: file.durationSeconds ?? null,
      blobKey,
    });
  }
  return { job, outputs: await listJobOutputs(job.id) };
}
