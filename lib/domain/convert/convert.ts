import { ApiError } from "@/lib/core/errors";
import type { Account } from "@/lib/domain/accounts/accounts";
import type { JobSource, StoredInput } from "@/lib/domain/jobs/job-request";
import { submitJob } from "@/lib/domain/jobs/submit";
import { planImageOutput } from "@/lib/platform/media/convert-image";
import { type AvInfo, isAvInfo } from "@/lib/platform/media/inspect";
import type { VideoFormat } from "@/lib/platform/media/sniff";
import { convertJob } from "./convert-job";
import { IMAGE_FORMATS, TARGET_FORMATS, VIDEO_FORMATS, type ConvertInput, type ConvertParams, type ImageTarget, type VideoTarget } from "./schema";

/** Refuses an output format outside the allowed set before any input is fetched. */
export function checkTargetFormat(format: string | undefined): void {
  if (format !== undefined && !(TARGET_FORMATS as readonly string[]).includes(format)) {
    throw new ApiError("unsupported_format", `Unsupported format "${format}". Images: png, jpeg, webp. Video: mp4, webm.`);
  }
}

/** Queues the conversion of one image or video. Free of credits; the API door keeps keys of plans without API access out, the Workbench lets every plan convert. */
export async function startConvert({ account, source, input }: { account: Account; source: JobSource | null; input: ConvertInput }) {
  return submitJob({
    account,
    kind: convertJob,
    // A waiting caller's conversion starts in this process when a slot is free.
    runHere: input.wait,
    prepare: async (stage) => {
      checkTargetFormat(input.format);
      if (!source) throw new ApiError("input_required", "Send the file to convert as `file`, `url` or `job_id`.");
      // The conversion decodes with failOn and reports corrupt data as invalid_media: one decode, not two.
      const stored = await stage(source, { decode: false });
      return { params: convertParams(stored, input), input: stored };
    },
  });
}

/** What the job will do with this input; a result the encoder cannot write is refused before queuing. */
function convertParams({ media }: StoredInput, input: ConvertInput): ConvertParams {
  const geometry = { width: input.width, height: input.height, aspect: input.aspect, quality: input.quality };
  if (media.kind === "audio") throw new ApiError("audio_not_supported", "Audio is not converted here; use an audio skill such as transcript.");
  // inspectMedia reports a video's container among the video formats it sniffs.
  if (media.kind === "video") {
    const source = isAvInfo(media) && media.width && media.height ? { ...videoFacts(media), width: media.width, height: media.height } : undefined;
    return { mediaKind: "video", target: videoTarget(input.format), inputFormat: media.format as VideoFormat, ...geometry, source };
  }
  const target = imageTarget(input.format);
  // The source size is known now, so a result the encoder cannot write is refused before queuing.
  if (media.width && media.height) planImageOutput({ format: target, sourceWidth: media.width, sourceHeight: media.height, width: input.width, height: input.height, aspect: input.aspect });
  return { mediaKind: "image", target, inputFormat: media.format, ...geometry };
}

function videoFacts({ durationSeconds, squarePixels, hasAudio, audioChannels }: AvInfo) {
  return { durationSeconds, squarePixels, hasAudio, audioChannels };
}

function imageTarget(format: string | undefined): ImageTarget {
  if (format === undefined) return "webp";
  if (IMAGE_FORMATS.includes(format as ImageTarget)) return format as ImageTarget;
  throw new ApiError("unsupported_format", `An image converts to png, jpeg or webp, not ${format}.`);
}

function videoTarget(format: string | undefined): VideoTarget {
  if (format === undefined) return "mp4";
  if (VIDEO_FORMATS.includes(format as VideoTarget)) return format as VideoTarget;
  throw new ApiError("unsupported_format", `A video converts to mp4 or webm, not ${format}.`);
}
