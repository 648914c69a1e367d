import { env } from "@/lib/platform/config/env";

/**
 * Media limits, checked from headers and container metadata before anything is decoded.
 * Each one can be overridden by an environment variable (validated in `lib/platform/config/env.ts`):
 *
 * | variable                | default    | meaning                                                              |
 * |-------------------------|------------|----------------------------------------------------------------------|
 * | `MAX_INPUT_PIXELS`      | 50000000   | width × height × frames of an input image (animations count frames)  |
 * | `MAX_FRAMES`            | 1000       | frames (pages) of an animated image                                  |
 * | `MAX_VIDEO_SECONDS`     | 3600       | duration of an input video or audio file                             |
 * | `MAX_VIDEO_DIMENSION`   | 7680       | width or height of an input video, in pixels                         |
 * | `MAX_FPS`               | 240        | frame rate of an input video                                         |
 * | `MEDIA_TIMEOUT_SECONDS` | 600        | wall-clock limit of one ffmpeg run (probe runs get at most 30 s)     |
 *
 * Inputs over a limit are refused with `413 media_too_large`; a run over its time limit is killed
 * and fails with `422 processing_timeout`.
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
