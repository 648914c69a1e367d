import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { binaryPath } from "@/lib/platform/media/ffmpeg";
import { sineWav } from "@/lib/platform/media/wav";

/** Real media bytes for the fake providers to answer with, made at run time, small and fast. */

export function makePng({ width, height, color = "#3366cc" }: { width: number; height: number; color?: string }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

/** A mono 16-bit PCM WAV holding a sine tone. */
export const makeWav = sineWav;

/** Duration in seconds of a PCM WAV made by makeWav (or any canonical 44-byte-header WAV). */
export function wavSeconds(wav: Buffer): number {
  return wav.readUInt32LE(40) / wav.readUInt32LE(28);
}

const cache = new Map<string, Promise<Buffer>>();

/** A one-second 64×64 H.264 MP4, encoded once per process. */
export function makeMp4(): Promise<Buffer> {
  return cached("mp4", (out) => ["-f", "lavfi", "-i", "testsrc=size=64x64:rate=10:duration=1", "-pix_fmt", "yuv420p", "-c:v", "libx264", "-f", "mp4", out]);
}

/** makeMp4's clip as a phone records it: QuickTime's location (ISO 6709, 48.8584 N 2.2945 E) and a title beside it. */
export function makeLocatedMp4(): Promise<Buffer> {
  return cached("located-mp4", (out) => [
    ...["-f", "lavfi", "-i", "testsrc=size=64x64:rate=10:duration=1", "-pix_fmt", "yuv420p", "-c:v", "libx264"],
    ...["-metadata", "location=+48.8584+002.2945/", "-metadata", "title=Eiffel at dawn", "-f", "mp4", out],
  ]);
}

/** A two-second 160×120 H.264 + AAC MP4: red for the first second, blue for the second, over a 440 Hz tone. */
export function makeClipWithSound(): Promise<Buffer> {
  return cached("clip", (out) => [
    ...["-f", "lavfi", "-i", "color=c=red:s=160x120:r=10:d=1", "-f", "lavfi", "-i", "color=c=blue:s=160x120:r=10:d=1"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:duration=2", "-filter_complex", "[0:v][1:v]concat=n=2:v=1:a=0[v]", "-map", "[v]", "-map", "2:a"],
    ...["-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", "-f", "mp4", out],
  ]);
}

/** The makeWav tone encoded by ffmpeg as mp3, opus (Ogg), aac (ADTS) or flac. */
export function makeEncodedAudio(format: "mp3" | "opus" | "aac" | "flac"): Promise<Buffer> {
  const codec = { mp3: ["-c:a", "libmp3lame", "-f", "mp3"], opus: ["-c:a", "libopus", "-f", "ogg"], aac: ["-c:a", "aac", "-f", "adts"], flac: ["-c:a", "flac", "-f", "flac"] }[format];
  return cached(format, (out) => ["-f", "lavfi", "-i", "sine=frequency=440:duration=0.5", ...codec, out]);
}

function cached(key: string, args: (out: string) => string[]): Promise<Buffer> {
  let made = cache.get(key);
  if (!made) {
    made = encode(args);
    cache.set(key, made);
  }
  return made;
}

async function encode(args: (out: string) => string[]): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "darkroom-fake-media-"));
  const out = path.join(dir, "out");
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(binaryPath("ffmpeg"), ["-hide_banner", "-loglevel", "error", "-nostdin", "-y", ...args(out)], { stdio: ["ignore", "ignore", "pipe"] });
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.on("error", reject);
      child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg failed: ${stderr}`))));
    });
    return await fs.readFile(out);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
