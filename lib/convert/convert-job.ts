import path from "node:path";
import { defineJobKind } from "@/lib/jobs/registry";
import { convertImage } from "@/lib/media/convert-image";
import { convertVideo } from "@/lib/media/convert-video";
import type { VideoFormat } from "@/lib/media/sniff";
import { blobStore, newBlobKey } from "@/lib/storage";
import { TARGET_MIME, type ConvertParams, type ImageTarget, type VideoTarget } from "./schema";

/** Output name: the input's base name with the new extension. */
function outputName(inputName: string, target: string): string {
  const base = path.basename(inputName, path.extname(inputName)).slice(0, 100) || "output";
  return `${base}.${target === "jpeg" ? "jpg" : target}`;
}

export const convertJob = defineJobKind({
  kind: "convert",
  async handle({ job, input, workDir, signal, reportProgress }) {
    const params = job.params as unknown as ConvertParams;
    if (!input) throw new Error("convert job without input");
    const outputPath = path.join(workDir, `out.${params.target}`);
    const geometry = { width: params.width, height: params.height, aspect: params.aspect, quality: params.quality };
    const converted: { width: number; height: number; durationSeconds?: number } =
      params.mediaKind === "image"
        ? await convertImage({ inputPath: input.path, outputPath, format: params.target as ImageTarget, ...geometry })
        : await convertVideo({
            inputPath: input.path,
            inputFormat: params.inputFormat as VideoFormat,
            outputPath,
            format: params.target as VideoTarget,
            signal,
            onProgress: reportProgress,
            ...geometry,
          });
    const blobKey = newBlobKey("output");
    const { sizeBytes } = await blobStore().putFile(blobKey, outputPath);
    return {
      outputs: [
        {
          blobKey,
          name: outputName(input.name, params.target),
          mime: TARGET_MIME[params.target],
          sizeBytes,
          width: converted.width,
          height: converted.height,
          durationSeconds: converted.durationSeconds ?? null,
        },
      ],
    };
  },
});
