import { ApiError } from "@/lib/api/errors";
import { planPolicy } from "@/lib/accounts/plans";
import type { Caller } from "@/lib/api/with-api";
import { getDb } from "@/lib/db";
import { announceNewJob, enqueueJob } from "@/lib/jobs/queue";
import { storeJobInput, type JobSource, type StoredInput } from "@/lib/jobs/job-request";
import { planImageOutput } from "@/lib/media/convert-image";
import { blobStore } from "@/lib/storage";
import { IMAGE_FORMATS, VIDEO_FORMATS, type ConvertInput, type ConvertParams, type ImageTarget, type VideoTarget } from "./schema";
import "./convert-job";

/** Refuses an output format outside the allowed set before any input is fetched. */
export function checkTargetFormat(format: string | undefined): void {
  if (format !== undefined && ![...IMAGE_FORMATS, ...VIDEO_FORMATS].includes(format as ImageTarget)) {
    throw new ApiError("unsupported_format", `Unsupported format "${format}". Images: png, jpeg, webp. Video: mp4, webm.`);
  }
}

/**
 * Queues the conversion of one image or video. Free of credits, but for paid plans only. Every
 * refusal after the input is stored removes the blob this request created (never a reused output).
 */
export async function startConvert({ caller, source, input }: { caller: Caller; source: JobSource | null; input: ConvertInput }) {
  if (!planPolicy(caller.account.plan).apiAccess) throw new ApiError("plan_required", "Convert needs the plus, pro or business plan.");
  checkTargetFormat(input.format);
  if (!source) throw new ApiError("input_required", "Send the file to convert as `file`, `url` or `job_id`.");
  const stored = await storeJobInput({ accountId: caller.account.id, source });
  const job = await enqueueConvert({ accountId: caller.account.id, stored, input }).catch(async (error: unknown) => {
    if (source.kind !== "job") await blobStore().delete(stored.blobKey);
    throw error;
  });
  announceNewJob(job.id);
  return job;
}

async function enqueueConvert({ accountId, stored, input }: { accountId: string; stored: StoredInput; input: ConvertInput }) {
  const { media } = stored;
  if (media.kind === "audio") throw new ApiError("audio_not_supported", "Audio is not converted here; use an audio skill such as transcript.");
  const target = targetFor(media.kind, input.format);
  if (media.kind === "image" && media.width && media.height) {
    // The source size is known now, so a result the encoder cannot write is refused before queuing.
    planImageOutput({ format: target as ImageTarget, sourceWidth: media.width, sourceHeight: media.height, width: input.width, height: input.height, aspect: input.aspect });
  }
  const params: ConvertParams = {
    target,
    mediaKind: media.kind,
    inputFormat: media.format,
    width: input.width,
    height: input.height,
    aspect: input.aspect,
    quality: input.quality,
  };
  const db = await getDb();
  return db.transaction((tx) => enqueueJob(tx, { accountId, kind: "convert", params, input: { blobKey: stored.blobKey, name: stored.name, mime: stored.mime } }));
}

function targetFor(kind: "image" | "video", format: string | undefined): ImageTarget | VideoTarget {
  if (kind === "image") {
    if (format === undefined) return "webp";
    if (IMAGE_FORMATS.includes(format as ImageTarget)) return format as ImageTarget;
    throw new ApiError("unsupported_format", `An image converts to png, jpeg or webp, not ${format}.`);
  }
  if (format === undefined) return "mp4";
  if (VIDEO_FORMATS.includes(format as VideoTarget)) return format as VideoTarget;
  throw new ApiError("unsupported_format", `A video converts to mp4 or webm, not ${format}.`);
}
