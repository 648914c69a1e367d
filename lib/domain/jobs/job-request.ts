import fs from "node:fs/promises";
import { isExpired } from "./expiry";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { randomBase62 } from "@/lib/core/ids";
import { env } from "@/lib/platform/config/env";
import { getDb, jobOutputs, jobs } from "@/lib/platform/db";
import { safeFetchToFile } from "@/lib/platform/inputs/safe-fetch";
import { assertRoomForUpload } from "@/lib/platform/storage/disk-space";
import { inspectMedia, type MediaInfo } from "@/lib/platform/media/inspect";
import type { MediaKind } from "@/lib/platform/media/sniff";
import { blobStore, newBlobKey, scratchRoot, withLocalPath } from "@/lib/platform/storage";

/** Where a job's file comes from: exactly one of an upload, a URL, or an earlier job's output. */
export type JobSource =
  | { kind: "file"; path: string; name: string; sizeBytes: number }
  | { kind: "url"; url: string }
  | { kind: "job"; jobId: string };

export type JobRequest = {
  /** Every non-file field: JSON values, or strings from a multipart form. */
  fields: Record<string, unknown>;
  /** Removes the uploaded temp file, if any; safe to call twice. */
  cleanup: () => Promise<void>;
  file?: { path: string; name: string; sizeBytes: number };
};

/** Picks the one source among `file`, `url` and `job_id` (names prefixed for the reference image). */
export function pickSource(req: JobRequest, { urlField = "url", jobField = "job_id", fileAllowed = true, label = "input" } = {}): JobSource | null {
  const url = req.fields[urlField];
  const jobId = req.fields[jobField];
  const given = [fileAllowed && req.file, url !== undefined && url !== "", jobId !== undefined && jobId !== ""].filter(Boolean).length;
  if (given > 1) throw new ApiError("invalid_request", `Send exactly one ${label}: ${fileAllowed ? "`file`, " : ""}\`${urlField}\` or \`${jobField}\`.`);
  if (fileAllowed && req.file) return { kind: "file", ...req.file };
  if (url !== undefined && url !== "") {
    if (typeof url !== "string") throw new ApiError("invalid_request", `\`${urlField}\` must be a string.`);
    return { kind: "url", url };
  }
  if (jobId !== undefined && jobId !== "") {
    if (typeof jobId !== "string") throw new ApiError("invalid_request", `\`${jobField}\` must be a string.`);
    return { kind: "job", jobId };
  }
  return null;
}

export type StoredInput = { blobKey: string; name: string; mime: string; sizeBytes: number; media: MediaInfo };

/**
 * Brings the source into blob storage after checking that `admit` takes its size and what it really
 * is. A refused file leaves nothing behind; a `job_id` source reuses the stored output without copying it.
 * `decode: false` skips the validating pixel decode for work that decodes the file itself with
 * `failOn` (convert): truncated data then fails the job with `422 invalid_media`, which a waiting
 * call answers in the same request, and the image is decoded once instead of twice.
 */
/** Refuses a file (throws) by its size, then by its kind once read, before it is stored. */
export type AcceptFile = (file: { sizeBytes?: number; kind?: MediaKind }) => void;

export async function storeJobInput({ accountId, source, decode = true, admit, accept }: {
  accountId: string;
  source: JobSource;
  decode?: boolean;
  accept?: AcceptFile;
  /** Takes the file's size before anything else is done with it (the byte quota); a throw refuses the file. */
  admit?: (sizeBytes: number) => Promise<void>;
}): Promise<StoredInput> {
  if (source.kind === "job") return reuseJobOutput({ accountId, jobId: source.jobId });
  const tempPath = source.kind === "file" ? source.path : path.join(scratchRoot(), "downloads", randomBase62(20));
  try {
    let name = source.kind === "file" ? source.name : "download";
    if (source.kind === "url") {
      await assertRoomForUpload();
      name = (await safeFetchToFile({ url: source.url, destPath: tempPath, maxBytes: env().MAX_UPLOAD_BYTES })).fileName;
    }
    const size = source.kind === "file" ? source.sizeBytes : (await fs.stat(tempPath)).size;
    accept?.({ sizeBytes: size });
    await admit?.(size);
    // Headers always; the pixel decode only for callers that do not decode the file themselves (see StageOptions).
    const media = await inspectMedia(tempPath, { decode });
    accept?.({ kind: media.kind });
    const blobKey = newBlobKey("upload");
    // putFile moves the file into the store: nothing is left to remove.
    const { sizeBytes } = await blobStore().putFile(blobKey, tempPath);
    return { blobKey, name, mime: media.mime, sizeBytes, media };
  } catch (error) {
    await fs.rm(tempPath, { force: true });
    throw error;
  }
}

async function reuseJobOutput({ accountId, jobId }: { accountId: string; jobId: string }): Promise<StoredInput> {
  const db = await getDb();
  // The job and its first output in one statement (the output only once the job is complete).
  const [found] = await db
    .select({ status: jobs.status, completedAt: jobs.completedAt, expiredAt: jobs.expiredAt, output: { blobKey: jobOutputs.blobKey, name: jobOutputs.name, mime: jobOutputs.mime, sizeBytes: jobOutputs.sizeBytes } })
    .from(jobs)
    .leftJoin(jobOutputs, and(eq(jobOutputs.jobId, jobs.id), eq(jobs.status, "complete")))
    .where(and(eq(jobs.id, jobId), eq(jobs.accountId, accountId)))
    .orderBy(asc(jobOutputs.position))
    .limit(1);
  if (!found) throw new ApiError("not_found", `No job ${jobId}.`);
  if (found.status !== "complete") throw new ApiError("job_not_finished", `Job ${jobId} is ${found.status}; only a complete job's output can be reused.`);
  if (isExpired(found)) throw new ApiError("expired", `Job ${jobId}'s files have expired (JOB_RETENTION_HOURS after it ended).`);
  const { output } = found;
  if (!output) throw new ApiError("invalid_request", `Job ${jobId} has no file output to reuse.`);
  const media = await withLocalPath(output.blobKey, (filePath) => inspectMedia(filePath, { decode: false }));
  return { ...output, media };
}
