import path from "node:path";
import { defineJobKind } from "@/lib/domain/jobs/job-kind";
import { storeOutputFile } from "@/lib/domain/jobs/outputs";
import { convertImage } from "@/lib/platform/media/convert-image";
import { convertVideo } from "@/lib/platform/media/convert-video";
import { ApiError } from "@/lib/core/errors";
import { ConvertParams, TARGET_MIME } from "./schema";

export const convertJob = defineJobKind({
  kind: "convert",
  title: "Convert",
  params: ConvertParams,
  async handle({ params, input, workDir, signal, reportProgress }) {
    if (!input) throw new ApiError("internal_error", "A convert job has no input.");
    const outputPath = path.join(workDir, `out.${params.target}`);
    const geometry = { width: params.width, height: params.height, aspect: params.aspect, quality: params.quality };
    const converted: { width: number; height: number; durationSeconds?: number } =
      params.mediaKind === "image"
        ? await convertImage({ inputPath: input.path, outputPath, format: params.target, ...geometry })
        : await convertVideo({ inputPath: input.path, inputFormat: params.inputFormat, inspected: params.source, outputPath, format: params.target, signal, onProgress: reportProgress, ...geometry });
    const output = await storeOutputFile({
      path: outputPath,
      naming: { from: input.name, fallback: "output", extension: params.target },
      mime: TARGET_MIME[params.target],
      width: converted.width,
      height: converted.height,
      durationSeconds: converted.durationSeconds,
    });
    return { outputs: [output] };
  },
});
