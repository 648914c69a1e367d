/**
 * Video conversion (ffmpeg). Width, height and aspect combine exactly as for images (see
 * `geometry.ts`: one side scales, both sides cover-crop to W×H, `aspect` centre-crops, never
 * enlarged), with both sides rounded to even numbers. Rotation metadata is applied.
 * - `mp4`: H.264 (libx264, preset veryfast, yuv420p, `+faststart`) and AAC 128 kb/s.
 * - `webm`: VP9 (libvpx-vp9, realtime deadline, cpu-used 8, row-mt) and Opus 96 kb/s.
 * - `quality` 1–100 (default 85) maps linearly to CRF: H.264 51→18 (85 → 23, x264's default),
 *   VP9 63→25 (85 → 31, the VP9 recommendation for HD).
 * - Frame timing is kept as it is (variable frame rate stays variable; no duplicated frames).
 * - Only the first video stream and the first audio stream are kept (no subtitles, data, chapters
 *   or metadata); more than two audio channels are downmixed to stereo; silent video stays silent.
 * - Runs under `MEDIA_TIMEOUT_SECONDS`; on any failure nothing is left at `outputPath`.
 */
import fs from "node:fs/promises";
import { ApiError } from "@/lib/core/errors";
import { ffmpegInputArgs, ffmpegOutputArg, probeMedia, runFfmpeg } from "./ffmpeg";
import { planResize } from "./geometry";
import { type AvInfo, type VideoFacts, inspectAv } from "./inspect";
import { mediaLimits } from "./limits";
import { readMp4DurationSeconds } from "./mp4-duration";
import { checkQuality } from "./quality";
import type { VideoFormat } from "./sniff";

export type VideoOutputFormat = "mp4" | "webm";

export type ConvertVideoOptions = {
  inputPath: string;
  inputFormat: VideoFormat;
  outputPath: string;
  format: VideoOutputFormat;
  width?: number;
  height?: number;
  /** `original` (default) or `W:H`. */
  aspect?: string;
  /** 1–100, default 85. */
  quality?: number;
  signal?: AbortSignal;
  /** Fraction done, 0–1. */
  onProgress?: (fraction: number) => void;
  /** The input's facts when the caller already checked it with `inspectAv` (an upload's check): no second probe. */
  inspected?: VideoFacts;
};

export type ConvertedVideo = { width: number; height: number; durationSeconds: number; mime: string; sizeBytes: number };

const MIME: Record<VideoOutputFormat, string> = { mp4: "video/mp4", webm: "video/webm" };

export function convertVideo(options: ConvertVideoOptions): Promise<ConvertedVideo> {
  return transcodeVideo(options);
}

/**
 * `convertVideo` plus an optional time range, which `trimVideo` uses; both encode the same way.
 * The range must start before the end of the video (`400 invalid_option`); its end is clamped to the duration.
 */
export async function transcodeVideo({
  inputPath,
  inputFormat,
  outputPath,
  format,
  width,
  height,
  aspect,
  quality = 85,
  signal,
  onProgress,
  range,
  inspected,
}: ConvertVideoOptions & { range?: { startSeconds: number; endSeconds: number } }): Promise<ConvertedVideo> {
  checkQuality(quality);
  const info = inspected ? { ...inspected, hasVideo: true } : await inspectAv({ filePath: inputPath, format: inputFormat });
  if (!info.hasVideo || !info.width || !info.height) {
    throw new ApiError("audio_not_supported", "This file holds audio only; audio is not converted here (use an audio skill).");
  }
  if (range) checkRange(range, info.durationSeconds ?? 0);
  const plan = planResize({ sourceWidth: info.width, sourceHeight: info.height, width, height, aspect, even: true });
  const resized = plan.width !== info.width || plan.height !== info.height || !info.squarePixels;
  const scale = plan.crop
    ? `scale=${plan.width}:${plan.height}:force_original_aspect_ratio=increase,crop=${plan.width}:${plan.height},setsar=1`
    : `scale=${plan.width}:${plan.height},setsar=1`;

  const endSeconds = range ? Math.min(range.endSeconds, info.durationSeconds ?? range.endSeconds) : 0;
  const expectedSeconds = range ? endSeconds - range.startSeconds : (info.durationSeconds ?? 0);
  const rangeInput = range ? ["-ss", range.startSeconds.toFixed(3)] : [];
  const rangeOutput = range ? ["-t", expectedSeconds.toFixed(3)] : [];
  try {
    await runFfmpeg({
      args: [
        ...rangeInput,
        ...ffmpegInputArgs(inputPath, inputFormat),
        ...rangeOutput,
        "-map", "0:V:0",
        ...(info.hasAudio ? ["-map", "0:a:0"] : []),
        "-map_metadata", "-1",
        "-map_chapters", "-1",
        ...(resized ? ["-vf", scale] : []),
        // Keep variable frame timing: MP4 would otherwise default to constant rate and pad gaps with copies.
        "-vsync", "vfr",
        ...videoCodecArgs(format, quality),
        ...(info.hasAudio ? audioCodecArgs(format, info) : []),
        "-f", format,
        "-y", ffmpegOutputArg(outputPath),
      ],
      timeoutMs: mediaLimits().timeoutMs,
      signal,
      onProgress: onProgress && expectedSeconds > 0 ? (seconds) => onProgress(Math.min(1, seconds / expectedSeconds)) : undefined,
    });
    const result = await describeOutput(outputPath, format, plan);
    onProgress?.(1);
    return result;
  } catch (error) {
    await fs.rm(outputPath, { force: true });
    throw error;
  }
}

function videoCodecArgs(format: VideoOutputFormat, quality: number): string[] {
  if (format === "mp4") {
    const crf = Math.round(51 - (quality / 100) * 33);
    return ["-c:v", "libx264", "-preset", "veryfast", "-crf", String(crf), "-pix_fmt", "yuv420p", "-movflags", "+faststart"];
  }
  const crf = Math.round(63 - (quality / 100) * 38);
  return ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1", "-crf", String(crf), "-b:v", "0", "-pix_fmt", "yuv420p"];
}

function audioCodecArgs(format: VideoOutputFormat, info: Pick<AvInfo, "audioChannels">): string[] {
  const downmix = (info.audioChannels ?? 0) > 2 ? ["-ac", "2"] : [];
  return format === "mp4" ? ["-c:a", "aac", "-b:a", "128k", ...downmix] : ["-c:a", "libopus", "-b:a", "96k", ...downmix];
}

/**
 * Real numbers of the written file. The picture is the planned size (ffmpeg scaled to it exactly);
 * an MP4's duration comes from its `mvhd` box, anything else's (or an MP4 without one) from ffprobe.
 */
async function describeOutput(outputPath: string, format: VideoOutputFormat, plan: { width: number; height: number }): Promise<ConvertedVideo> {
  const durationSeconds = (format === "mp4" ? await readMp4DurationSeconds(outputPath) : null) ?? (await probeOutput(outputPath, format));
  const { size } = await fs.stat(outputPath);
  return { width: plan.width, height: plan.height, durationSeconds, mime: MIME[format], sizeBytes: size };
}

async function probeOutput(outputPath: string, format: VideoOutputFormat): Promise<number> {
  const probe = await probeMedia(outputPath, { format });
  const video = probe.streams.find((s) => s.codec_type === "video");
  const durationSeconds = Number(probe.format.duration);
  if (!video?.width || !video.height || !Number.isFinite(durationSeconds)) {
    throw new ApiError("processing_failed", "The converted video came out empty; the input may be damaged.");
  }
  return durationSeconds;
}

function checkRange({ startSeconds, endSeconds }: { startSeconds: number; endSeconds: number }, durationSeconds: number): void {
  if (!Number.isFinite(startSeconds) || !Number.isFinite(endSeconds) || startSeconds < 0) {
    throw new ApiError("invalid_option", "start and end must be numbers of seconds, start at least 0.");
  }
  if (startSeconds >= endSeconds) {
    throw new ApiError("invalid_option", `start (${startSeconds} s) must be before end (${endSeconds} s).`);
  }
  if (startSeconds >= durationSeconds) {
    throw new ApiError("invalid_option", `start (${startSeconds} s) is at or past the end of the video (${durationSeconds.toFixed(2)} s).`);
  }
}
