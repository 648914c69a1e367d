import { z } from "zod";

/**
 * Media limits, checked from headers and container metadata before anything is decoded.
 * Each one can be overridden by an environment variable:
 *
 * | variable                | default    | meaning                                                              |
 * |-------------------------|------------|----------------------------------------------------------------------|
 * | `MAX_INPUT_PIXELS`      | 50000000   | width × height × frames of an input image (animations count frames)  |
 * | `MAX_FRAMES`            | 1000       | frames (pages) of an animated image                                  |
 * | `MAX_VIDEO_SECONDS`     | 3600       | duration of an input video                                           |
 * | `MAX_VIDEO_DIMENSION`   | 7680       | width or height of an input video, in pixels                         |
 * | `MAX_FPS`               | 240        | frame rate of an input video                                         |
 * | `MEDIA_TIMEOUT_SECONDS` | 600        | wall-clock limit of one ffmpeg run (probe runs get at most 30 s)     |
 *
 * Inputs over a limit are refused with `413 media_too_large`; a run over its time limit is killed
 * and fails with `422 processing_timeout`.
 */
const LimitsSchema = z.object({
  MAX_INPUT_PIXELS: z.coerce.number().int().positive().default(50_000_000),
  MAX_FRAMES: z.coerce.number().int().positive().default(1000),
  MAX_VIDEO_SECONDS: z.coerce.number().positive().default(3600),
  MAX_VIDEO_DIMENSION: z.coerce.number().int().positive().default(7680),
  MAX_FPS: z.coerce.number().positive().default(240),
  MEDIA_TIMEOUT_SECONDS: z.coerce.number().positive().default(600),
});

export type MediaLimits = {
  maxInputPixels: number;
  maxFrames: number;
  maxVideoSeconds: number;
  maxVideoDimension: number;
  maxFps: number;
  timeoutMs: number;
  probeTimeoutMs: number;
};

/** Current limits; read on every call so an operator's env (or a test) takes effect without a restart of the module. */
export function mediaLimits(): MediaLimits {
  const parsed = LimitsSchema.safeParse(process.env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid media limits in the environment: ${detail}`);
  }
  const e = parsed.data;
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
