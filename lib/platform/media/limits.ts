import { env } from "@/lib/platform/config/env";

/**
 * Media limits, checked from headers and container metadata before anything is decoded. Each is an
 * operator-settable limit of the one table (`lib/platform/config/limits.ts`, docs/limits.md): its
 * variable, read by `env()`, or the table's default. Inputs over a limit are refused with
 * `413 media_too_large`; a run over its time limit is killed and fails with `422 processing_timeout`.
 */
export type MediaLimits = {
  maxInputPixels: number;
  maxFrames: number;
  maxVideoSeconds: number;
  maxVideoDimension: number;
  maxFps: number;
  timeoutMs: number;
  probeTimeoutMs: number;
};

export function mediaLimits(): MediaLimits {
  const e = env();
  const timeoutMs = e.MEDIA_TIMEOUT_SECONDS * 1000;
  return {
    maxInputPixels: e.MAX_INPUT_PIXELS,
    maxFrames: e.MAX_FRAMES,
    maxVideoSeconds: e.MAX_VIDEO_SECONDS,
    maxVideoDimension: e.MAX_VIDEO_DIMENSION,
    maxFps: e.MAX_FPS,
    timeoutMs,
    probeTimeoutMs: Math.min(timeoutMs, 30_000),
  };
}
