import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp, { type Sharp } from "sharp";
import { binaryPath } from "./ffmpeg";

const execFileAsync = promisify(execFile);

/** A fresh directory for one test file's fixtures and outputs. */
export function makeTempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `darkroom-${prefix}-`));
}

/** Runs ffmpeg directly (not through the code under test) to make a fixture. */
export async function ffmpegFixture(args: string[]): Promise<void> {
  await execFileAsync(binaryPath("ffmpeg"), ["-hide_banner", "-loglevel", "error", "-nostdin", "-y", ...args]);
}

/** ffmpeg's stdout, for fixtures that must be written to a pipe (no seeking back to fix up headers). */
export async function ffmpegStdout(args: string[]): Promise<Buffer> {
  const { stdout } = await execFileAsync(binaryPath("ffmpeg"), ["-hide_banner", "-loglevel", "error", "-nostdin", ...args], {
    encoding: "buffer",
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

export async function ffprobeJson(filePath: string, extraArgs: string[] = []): Promise<{ streams: Record<string, unknown>[]; format: Record<string, unknown> }> {
  const { stdout } = await execFileAsync(binaryPath("ffprobe"), ["-v", "error", ...extraArgs, "-print_format", "json", "-show_format", "-show_streams", filePath]);
  return JSON.parse(stdout);
}

type ClipOptions = { size?: string; seconds?: number; rate?: number; audio?: boolean; codecArgs: string[]; extraArgs?: string[] };

/** A testsrc clip (plus a 440 Hz tone unless `audio: false`) encoded with `codecArgs`. */
export async function makeClip(outputPath: string, { size = "160x120", seconds = 1, rate = 25, audio = true, codecArgs, extraArgs = [] }: ClipOptions): Promise<string> {
  const inputs = ["-f", "lavfi", "-i", `testsrc=size=${size}:rate=${rate}:duration=${seconds}`];
  if (audio) inputs.push("-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`);
  await ffmpegFixture([...inputs, ...codecArgs, ...extraArgs, "-shortest", outputPath]);
  return outputPath;
}

export const MP4_CODECS = ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac"];
export const WEBM_CODECS = ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-c:a", "libopus"];

/** A w×h RGB gradient, different in every corner so crops and rotations can be told apart. */
export function gradient(width: number, height: number, channels: 3 | 4 = 3): Sharp {
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      data[at] = Math.round((255 * x) / width);
      data[at + 1] = Math.round((255 * y) / height);
      data[at + 2] = 128;
      if (channels === 4) data[at + 3] = x < width / 2 ? 255 : 0;
    }
  }
  return sharp(data, { raw: { width, height, channels } });
}

/** An animated GIF of `frames` solid frames, 100 ms each, looping forever. */
export async function makeAnimatedGif(outputPath: string, { width = 40, height = 30, frames = 4 } = {}): Promise<string> {
  const data = Buffer.alloc(width * height * frames * 3);
  for (let f = 0; f < frames; f++) data.fill(Math.round((255 * f) / frames), f * width * height * 3, (f + 1) * width * height * 3);
  await sharp(data, { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    .gif({ delay: Array(frames).fill(100), loop: 0 })
    .toFile(outputPath);
  return outputPath;
}
