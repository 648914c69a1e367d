import { stat } from "node:fs/promises";
import sharp, { type Metadata } from "sharp";
import { ApiError } from "@/lib/core/errors";
import { type FfmpegInputFormat, type ProbeResult, type ProbeStream, ffmpegInputArgs, probeMedia, runFfmpeg } from "./ffmpeg";
import { type MediaLimits, mediaLimits } from "./limits";
import { toMediaError } from "./sharp-error";
import { type AudioFormat, type ImageFormat, type MediaKind, type VideoFormat, sniffFile } from "./sniff";

export type MediaInfo = {
  kind: MediaKind;
  format: ImageFormat | VideoFormat | AudioFormat;
  mime: string;
  /** Display size (EXIF orientation / rotation metadata applied); null for audio. */
  width: number | null;
  height: number | null;
  /** Frames of an animated image (1 for a still), of a video when known; null for audio. */
  frames: number | null;
  /** Null for still images. */
  durationSeconds: number | null;
  hasAudio: boolean;
  hasVideo: boolean;
};

export type AvInfo = MediaInfo & { audioChannels: number | null; squarePixels: boolean };

/** Whether `media` came from `inspectAv` (video or audio) and carries its extra facts. */
export function isAvInfo(media: MediaInfo): media is AvInfo {
  return "squarePixels" in media;
}

/** A video's facts the converter needs, as `inspectAv` read them. */
export type VideoFacts = Pick<AvInfo, "width" | "height" | "durationSeconds" | "squarePixels" | "hasAudio" | "audioChannels">;

const SUPPORTED_TYPES = "images (JPEG, PNG, WebP, GIF, AVIF, HEIF, TIFF), video (MP4, MOV, WebM, MKV, AVI) and audio (MP3, WAV, OGG, FLAC, M4A)";

/**
 * What a file really is, checked against the limits before anything heavy happens.
 * Throws `400 unsupported_input` (type not allow-listed), `422 invalid_media` (corrupt, truncated,
 * undecodable) or `413 media_too_large` (over a limit). Audio comes back as kind `audio`.
 *
 * `decode` (default true) also decodes a still or animated image once at thumbnail size, the only way
 * to catch truncated pixel data before a job is queued (JPEG and WebP shrink on load, so it is cheap).
 * A reused job output was produced by us and passes `decode: false`.
 */
export async function inspectMedia(filePath: string, { decode = true }: { decode?: boolean } = {}): Promise<MediaInfo> {
  const sniffed = await sniffFile(filePath);
  if (!sniffed) {
    // An empty file has no type at all: say so rather than call its type unsupported.
    if ((await stat(filePath)).size === 0) throw new ApiError("unsupported_input", "The file is empty (0 bytes). Send a file that has content.");
    throw new ApiError("unsupported_input", `This file type is not supported. Darkroom accepts ${SUPPORTED_TYPES}.`);
  }
  if (sniffed.kind === "image") return inspectImage({ filePath, format: sniffed.format, mime: sniffed.mime, decode });
  return inspectAv({ filePath, format: sniffed.format });
}

const SHARP_FORMAT: Record<ImageFormat, string> = { jpeg: "jpeg", png: "png", webp: "webp", gif: "gif", tiff: "tiff", avif: "heif", heif: "heif" };
const ANIMATED_FORMATS = new Set<ImageFormat>(["gif", "webp"]);

async function inspectImage({ filePath, format, mime, decode }: { filePath: string; format: ImageFormat; mime: string; decode: boolean }): Promise<MediaInfo> {
  const limits = mediaLimits();
  let metadata: Metadata;
  try {
    // Header only; the pixel limit is checked below with frames counted and a clearer message.
    metadata = await sharp(filePath, { limitInputPixels: false, sequentialRead: true }).metadata();
  } catch (error) {
    throw toMediaError(error, format);
  }
  if (metadata.format !== SHARP_FORMAT[format] || !metadata.width || !metadata.height) {
    throw new ApiError("invalid_media", `The file starts like a ${format} image but could not be read as one.`);
  }
  if (metadata.compression === "hevc") {
    throw new ApiError("unsupported_input", "HEIC images (HEVC-compressed HEIF) cannot be decoded on this server; send JPEG, PNG, WebP or AVIF.");
  }

  const frames = ANIMATED_FORMATS.has(format) ? Math.max(1, metadata.pages ?? 1) : 1;
  checkImageLimits({ width: metadata.width, height: metadata.height, frames, limits });

  if (decode) {
    try {
      await sharp(filePath, { failOn: "error", limitInputPixels: limits.maxInputPixels, sequentialRead: true, animated: frames > 1 })
        .resize(32, 32, { fit: "inside" })
        .timeout({ seconds: Math.ceil(limits.timeoutMs / 1000) })
        .raw()
        .toBuffer();
    } catch (error) {
      throw toMediaError(error, format);
    }
  }

  const delays = frames > 1 ? (metadata.delay ?? []) : [];
  return {
    kind: "image",
    format,
    mime,
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
    frames,
    durationSeconds: delays.length ? delays.reduce((sum, ms) => sum + ms, 0) / 1000 : null,
    hasAudio: false,
    hasVideo: false,
  };
}

function checkImageLimits({ width, height, frames, limits }: { width: number; height: number; frames: number; limits: MediaLimits }): void {
  if (frames > limits.maxFrames) {
    throw new ApiError("media_too_large", `The animation has ${frames} frames; at most ${limits.maxFrames} are accepted.`);
  }
  if (width * height * frames > limits.maxInputPixels) {
    const megapixels = (width * height * frames) / 1e6;
    const what = frames > 1 ? `${width}×${height} × ${frames} frames` : `${width}×${height}`;
    throw new ApiError(
      "media_too_large",
      `The image is ${what} (${megapixels.toFixed(1)} MP); at most ${(limits.maxInputPixels / 1e6).toFixed(0)} MP are accepted.`,
    );
  }
}

const VIDEO_CODECS = new Set([
  "h264", "hevc", "vp8", "vp9", "av1", "mpeg4", "mpeg2video", "mpeg1video", "mjpeg", "prores", "theora",
  "msmpeg4v2", "msmpeg4v3", "h263", "dvvideo", "dnxhd",
]);
const AUDIO_CODECS = new Set([
  "aac", "mp3", "mp2", "opus", "vorbis", "flac", "alac", "ac3", "eac3", "pcm_s16le", "pcm_s16be", "pcm_s24le",
  "pcm_s24be", "pcm_s32le", "pcm_f32le", "pcm_u8", "pcm_alaw", "pcm_mulaw", "adpcm_ima_wav", "adpcm_ms", "amr_nb", "amr_wb",
]);

const MIME: Record<VideoFormat | AudioFormat, { video: string; audio: string }> = {
  mp4: { video: "video/mp4", audio: "audio/mp4" },
  mov: { video: "video/quicktime", audio: "audio/mp4" },
  m4a: { video: "video/mp4", audio: "audio/mp4" },
  webm: { video: "video/webm", audio: "audio/webm" },
  mkv: { video: "video/x-matroska", audio: "audio/x-matroska" },
  avi: { video: "video/x-msvideo", audio: "video/x-msvideo" },
  mp3: { video: "audio/mpeg", audio: "audio/mpeg" },
  wav: { video: "audio/wav", audio: "audio/wav" },
  ogg: { video: "video/ogg", audio: "audio/ogg" },
  flac: { video: "audio/flac", audio: "audio/flac" },
};

/**
 * Video or audio file facts from ffprobe (one forced demuxer), with the codec allow-list, the
 * duration limit (video and audio alike) and the video limits checked before any frame is decoded. Kind is `video` when there is a real video stream
 * (cover art does not count), else `audio`.
 */
export async function inspectAv({ filePath, format }: { filePath: string; format: VideoFormat | AudioFormat }): Promise<AvInfo> {
  const limits = mediaLimits();
  const probe = await probeMedia(filePath, { format });
  const video = probe.streams.find((s) => s.codec_type === "video" && !s.disposition?.attached_pic);
  const audio = probe.streams.find((s) => s.codec_type === "audio");
  if (!video && !audio) throw new ApiError("invalid_media", `The ${format} file holds no audio or video stream that can be read.`);
  if (video && !VIDEO_CODECS.has(video.codec_name ?? "")) {
    throw new ApiError("unsupported_input", `Video codec "${video.codec_name ?? "unknown"}" is not supported.`);
  }
  if (audio && !AUDIO_CODECS.has(audio.codec_name ?? "")) {
    throw new ApiError("unsupported_input", `Audio codec "${audio.codec_name ?? "unknown"}" is not supported.`);
  }

  const durationSeconds = readDuration(probe, video ?? audio) ?? (await measureDuration({ filePath, format, limits }));
  if (!durationSeconds || durationSeconds <= 0) throw new ApiError("invalid_media", `The ${format} file has no playable duration.`);

  // Audio is decoded in full as well (transcripts, waveforms): one duration limit for both.
  if (durationSeconds > limits.maxVideoSeconds) {
    throw new ApiError("media_too_large", `The ${video ? "video" : "audio"} lasts ${Math.round(durationSeconds)} s; at most ${limits.maxVideoSeconds} s are accepted.`);
  }

  const base = { format, hasAudio: Boolean(audio), hasVideo: Boolean(video), durationSeconds, audioChannels: audio?.channels ?? null };
  if (!video) return { ...base, kind: "audio", mime: MIME[format].audio, width: null, height: null, frames: null, squarePixels: true };

  const { width, height, squarePixels } = displaySize(video);
  if (!width || !height) throw new ApiError("invalid_media", `The video stream has no valid picture size.`);
  if (Math.max(width, height) > limits.maxVideoDimension || width * height > limits.maxInputPixels) {
    throw new ApiError("media_too_large", `The video is ${width}×${height}; at most ${limits.maxVideoDimension} pixels per side are accepted.`);
  }
  const fps = parseRate(video.avg_frame_rate);
  if (fps && fps > limits.maxFps) {
    throw new ApiError("media_too_large", `The video runs at ${Math.round(fps)} frames per second; at most ${limits.maxFps} are accepted.`);
  }
  const counted = Number(video.nb_frames);
  const frames = Number.isFinite(counted) && counted > 0 ? counted : fps ? Math.round(fps * durationSeconds) : null;
  return { ...base, kind: "video", mime: MIME[format].video, width, height, frames, squarePixels };
}

function readDuration(probe: ProbeResult, stream: ProbeStream | undefined): number | null {
  for (const raw of [probe.format.duration, stream?.duration]) {
    const value = Number(raw);
    if (raw !== undefined && Number.isFinite(value) && value > 0) return value;
  }
  return null;
}

/** Containers without a duration header (e.g. WebM from MediaRecorder): demux once without decoding and read the last timestamp. */
async function measureDuration({ filePath, format, limits }: { filePath: string; format: FfmpegInputFormat; limits: MediaLimits }): Promise<number | null> {
  let last = 0;
  await runFfmpeg({
    args: [...ffmpegInputArgs(filePath, format), "-map", "0:V:0?", "-map", "0:a:0?", "-c", "copy", "-f", "null", "-"],
    timeoutMs: limits.probeTimeoutMs,
    onProgress: (seconds) => {
      last = Math.max(last, seconds);
    },
  });
  return last > 0 ? last : null;
}

/** Size as shown: anamorphic pixels stretched to square ones, then rotation metadata applied. */
function displaySize(stream: ProbeStream): { width: number; height: number; squarePixels: boolean } {
  const sar = parseRate(stream.sample_aspect_ratio?.replace(":", "/")) ?? 1;
  const squarePixels = Math.abs(sar - 1) < 1e-3;
  const width = Math.round((stream.width ?? 0) * (squarePixels ? 1 : sar));
  const height = stream.height ?? 0;
  const rotation = stream.side_data_list?.find((d) => typeof d.rotation === "number")?.rotation ?? Number(stream.tags?.rotate ?? 0);
  return Math.abs(rotation) % 180 === 90 ? { width: height, height: width, squarePixels } : { width, height, squarePixels };
}

function parseRate(rate: string | undefined): number | null {
  const [num, den] = (rate ?? "").split("/").map(Number);
  return num > 0 && den > 0 ? num / den : null;
}
