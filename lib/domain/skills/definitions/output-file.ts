import path from "node:path";
import { ApiError } from "@/lib/core/errors";
import { sniffFile, type VideoFormat } from "@/lib/platform/media/sniff";
import type { JobInputFile } from "@/lib/domain/jobs/job-kind";
import type { SkillFile } from "@/lib/domain/skills/define";

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/gif": "gif",
  "image/tiff": "tiff",
  "video/mp4": "mp4",
  "video/webm": "webm",
  "audio/mpeg": "mp3",
  "audio/wav": "wav",
  "audio/mp4": "m4a",
  "audio/ogg": "ogg",
  "audio/opus": "opus",
  "audio/aac": "aac",
  "audio/flac": "flac",
};

export function extensionFor(mime: string): string {
  return EXTENSIONS[mime] ?? "bin";
}

/** A skill's written file described for the job: path, type and what the tool measured. */
export function skillFile(
  filePath: string,
  result: { mime: string; width?: number | null; height?: number | null; durationSeconds?: number | null },
): SkillFile {
  return { path: filePath, mime: result.mime, extension: extensionFor(result.mime), width: result.width, height: result.height, durationSeconds: result.durationSeconds };
}

/** Where a skill writes its output inside the job's scratch directory (a fixed name: a computed one makes Turbopack trace the whole project). */
export function outputPathIn(workDir: string): string {
  return path.join(workDir, "output");
}

export function requireInput(input: JobInputFile | null): JobInputFile {
  if (!input) throw new ApiError("input_required", "This skill needs a file.");
  return input;
}

/** The container format of a stored video or audio input, from its bytes. */
export async function avFormatOf(input: JobInputFile): Promise<VideoFormat> {
  const sniffed = await sniffFile(input.path);
  if (!sniffed || sniffed.kind === "image") throw new ApiError("unsupported_input", "This skill needs a video or audio file.");
  return sniffed.format as VideoFormat;
}
