import fs from "node:fs/promises";
import { ApiError } from "@/lib/core/errors";
import { type ConvertedImage, type ImageOutputFormat, convertImage } from "./convert-image";
import { type ConvertedVideo, type VideoOutputFormat, transcodeVideo } from "./convert-video";
import { ffmpegInputArgs, ffmpegOutputArg, probeMedia, runFfmpeg } from "./ffmpeg";
import { inspectAv } from "./inspect";
import { mediaLimits } from "./limits";
import type { AudioFormat, VideoFormat } from "./sniff";

/**
 * One frame at `atSeconds` (frame-accurate seek, rotation applied) as png/jpeg/webp at the video's size,
 * encoded by `convertImage` so stills look the same whichever way they were made.
 * `atSeconds` outside [0, duration) is `400 invalid_option`.
 */
export async function videoThumbnail({
  inputPath,
  inputFormat,
  outputPath,
  atSeconds,
  format,
  signal,
}: {
  inputPath: string;
  inputFormat: VideoFormat;
  outputPath: string;
  atSeconds: number;
  format: ImageOutputFormat;
  signal?: AbortSignal;
}): Promise<ConvertedImage> {
  const info = await inspectAv({ filePath: inputPath, format: inputFormat });
  if (!info.hasVideo) throw new ApiError("invalid_media", "The file holds no video stream to take a frame from.");
  const duration = info.durationSeconds ?? 0;
  if (!Number.isFinite(atSeconds) || atSeconds < 0 || atSeconds >= duration) {
    throw new ApiError("invalid_option", `The time must be from 0 to under ${duration.toFixed(2)} s (the video's length), got ${atSeconds}.`);
  }

  const framePath = `${outputPath}.frame.png`;
  const grab = (seekSeconds: number, frameLimit: string[]) =>
    runFfmpeg({
      args: [
        "-ss", seekSeconds.toFixed(3),
        ...ffmpegInputArgs(inputPath, inputFormat),
        "-map", "0:V:0",
        ...frameLimit,
        "-map_metadata", "-1",
        "-c:v", "png",
        "-pix_fmt", "rgb24",
        "-f", "image2",
        "-update", "1",
        "-y", ffmpegOutputArg(framePath),
      ],
      timeoutMs: mediaLimits().timeoutMs,
      signal,
    });
  try {
    await grab(atSeconds, ["-frames:v", "1"]);
    // Past the last frame's timestamp but within the duration: keep overwriting from a second earlier, so the last frame stays.
    if (!(await hasBytes(framePath))) await grab(Math.max(0, atSeconds - 1), []);
    if (!(await hasBytes(framePath))) throw new ApiError("invalid_option", `The video has no picture at ${atSeconds} s; try an earlier time.`);
    return await convertImage({ inputPath: framePath, outputPath, format });
  } finally {
    await fs.rm(framePath, { force: true });
  }
}

function hasBytes(filePath: string): Promise<boolean> {
  return fs.stat(filePath).then(
    (stat) => stat.size > 0,
    () => false,
  );
}

/**
 * The part of a video from `startSeconds` to `endSeconds`, re-encoded (cuts are frame-accurate, not
 * keyframe-bound) with the same settings as `convertVideo`. Start at or after the end, or at or past the
 * video's length, is `400 invalid_option`; an end past the length is clamped to it.
 */
export function trimVideo({
  startSeconds,
  endSeconds,
  ...options
}: {
  inputPath: string;
  inputFormat: VideoFormat;
  outputPath: string;
  startSeconds: number;
  endSeconds: number;
  format: VideoOutputFormat;
  quality?: number;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}): Promise<ConvertedVideo> {
  return transcodeVideo({ ...options, range: { startSeconds, endSeconds } });
}

export type AudioOutputFormat = "mp3" | "wav" | "m4a" | "ogg";

export type ExtractedAudio = { durationSeconds: number; mime: string; sizeBytes: number };

const AUDIO_OUTPUT: Record<AudioOutputFormat, { mime: string; args: string[]; lossy: boolean }> = {
  mp3: { mime: "audio/mpeg", args: ["-c:a", "libmp3lame", "-q:a", "2", "-f", "mp3"], lossy: true },
  wav: { mime: "audio/wav", args: ["-c:a", "pcm_s16le", "-f", "wav"], lossy: false },
  m4a: { mime: "audio/mp4", args: ["-c:a", "aac", "-b:a", "192k", "-movflags", "+faststart", "-f", "ipod"], lossy: true },
  ogg: { mime: "audio/ogg", args: ["-c:a", "libopus", "-b:a", "128k", "-f", "ogg"], lossy: true },
};

/**
 * The first audio track of a video (or audio) file as mp3 (LAME VBR ~190 kb/s), wav (16-bit PCM),
 * m4a (AAC 192 kb/s) or ogg (Opus 128 kb/s); lossy outputs are downmixed to stereo beyond two channels.
 * A file without audio is `422 invalid_media`.
 */
export async function extractAudio({
  inputPath,
  inputFormat,
  outputPath,
  format,
  signal,
}: {
  inputPath: string;
  inputFormat: VideoFormat | AudioFormat;
  outputPath: string;
  format: AudioOutputFormat;
  signal?: AbortSignal;
}): Promise<ExtractedAudio> {
  const info = await inspectAv({ filePath: inputPath, format: inputFormat });
  if (!info.hasAudio) throw new ApiError("invalid_media", "The video has no audio track to extract.");
  const output = AUDIO_OUTPUT[format];
  const downmix = output.lossy && (info.audioChannels ?? 0) > 2 ? ["-ac", "2"] : [];
  try {
    await runFfmpeg({
      args: [...ffmpegInputArgs(inputPath, inputFormat), "-map", "0:a:0", "-map_metadata", "-1", "-map_chapters", "-1", ...downmix, ...output.args, "-y", ffmpegOutputArg(outputPath)],
      timeoutMs: mediaLimits().timeoutMs,
      signal,
    });
    const probe = await probeMedia(outputPath, { format });
    const durationSeconds = Number(probe.format.duration);
    if (!Number.isFinite(durationSeconds)) throw new ApiError("processing_failed", "The extracted audio came out empty; the input may be damaged.");
    const { size } = await fs.stat(outputPath);
    return { durationSeconds, mime: output.mime, sizeBytes: size };
  } catch (error) {
    await fs.rm(outputPath, { force: true });
    throw error;
  }
}
