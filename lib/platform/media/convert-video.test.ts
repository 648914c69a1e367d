import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { ApiError } from "@/lib/core/errors";
import { convertVideo } from "./convert-video";
import { MP4_CODECS, WEBM_CODECS, ffmpegFixture, ffprobeJson, makeClip, makeTempDir } from "../../../test/fixtures/media";

const dir = makeTempDir("convert-video");
const file = (name: string) => path.join(dir, name);
let outputs = 0;
const output = (ext: string) => file(`out-${++outputs}.${ext}`);

beforeAll(async () => {
  await makeClip(file("clip.mp4"), { size: "320x240", seconds: 1.5, codecArgs: MP4_CODECS });
  await makeClip(file("silent.webm"), { size: "320x240", seconds: 1, audio: false, codecArgs: WEBM_CODECS });
  await makeClip(file("odd.mkv"), { size: "321x181", seconds: 1, codecArgs: ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv444p", "-c:a", "flac"] });
  await makeClip(file("surround.mov"), { size: "160x120", seconds: 1, codecArgs: [...MP4_CODECS, "-ac", "6"] });
  await ffmpegFixture(["-i", file("clip.mp4"), "-c", "copy", "-metadata:s:v:0", "rotate=90", file("rotated.mp4")]);
  await ffmpegFixture(["-i", file("clip.mp4"), "-vn", "-c", "copy", file("audio-only.mp4")]);
  await makeClip(file("anamorphic.mp4"), { size: "320x240", seconds: 1, audio: false, codecArgs: MP4_CODECS, extraArgs: ["-vf", "setsar=2"] });
  // Variable frame rate with a 3 s pause after the first second, like a screen or phone recording.
  await makeClip(file("vfr.mkv"), {
    size: "160x120",
    seconds: 2,
    rate: 30,
    audio: false,
    codecArgs: ["-c:v", "libx264", "-preset", "ultrafast"],
    // -vsync, not -fps_mode: the bundled fallback ffmpeg (4.1) only knows the older name.
    extraArgs: ["-vf", "setpts='(N/30+gte(N,30)*3)/TB'", "-vsync", "passthrough"],
  });
  await makeClip(file("long.mp4"), { size: "640x480", seconds: 20, rate: 30, codecArgs: MP4_CODECS });
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Stream = { codec_type?: string; codec_name?: string; width?: number; height?: number; pix_fmt?: string; channels?: number };

async function probeOutput(target: string) {
  const probe = await ffprobeJson(target);
  const streams = probe.streams as Stream[];
  return {
    formatName: String(probe.format.format_name),
    duration: Number(probe.format.duration),
    video: streams.find((s) => s.codec_type === "video"),
    audio: streams.find((s) => s.codec_type === "audio"),
    tags: probe.format.tags as Record<string, string> | undefined,
  };
}

describe("convertVideo", () => {
  it("makes an H.264/AAC MP4 with the moov atom first", async () => {
    const target = output("mp4");
    const result = await convertVideo({ inputPath: file("clip.mp4"), inputFormat: "mp4", outputPath: target, format: "mp4" });
    const out = await probeOutput(target);
    expect(out.video).toMatchObject({ codec_name: "h264", width: 320, height: 240, pix_fmt: "yuv420p" });
    expect(out.audio?.codec_name).toBe("aac");
    expect(out.duration).toBeCloseTo(1.5, 1);
    expect(result).toMatchObject({ width: 320, height: 240, mime: "video/mp4", sizeBytes: fs.statSync(target).size });
    expect(result.durationSeconds).toBeCloseTo(1.5, 1);
    const head = fs.readFileSync(target).subarray(0, 4096).toString("latin1");
    expect(head.indexOf("moov")).toBeGreaterThan(-1);
    expect(head.indexOf("moov")).toBeLessThan(head.indexOf("mdat") === -1 ? Infinity : head.indexOf("mdat"));
  });

  it("reports the size and duration ffprobe reads from the written file, for MP4 (its mvhd box) and WebM", async () => {
    const cases = [
      { input: "clip.mp4", inputFormat: "mp4", format: "mp4" },
      { input: "vfr.mkv", inputFormat: "mkv", format: "mp4" },
      { input: "rotated.mp4", inputFormat: "mp4", format: "mp4", width: 120 },
      { input: "anamorphic.mp4", inputFormat: "mp4", format: "mp4" },
      { input: "odd.mkv", inputFormat: "mkv", format: "webm" },
    ] as const;
    for (const { input, ...options } of cases) {
      const target = output(options.format);
      const result = await convertVideo({ inputPath: file(input), outputPath: target, ...options });
      const out = await probeOutput(target);
      expect({ input, width: result.width, height: result.height }).toEqual({ input, width: out.video?.width, height: out.video?.height });
      expect(result.durationSeconds).toBeCloseTo(out.duration, 3);
    }
  });

  it("works from the facts the upload's check read instead of probing the input again", async () => {
    const target = output("mp4");
    // Facts that differ from the file (it has sound) show which ones the conversion followed.
    const inspected = { width: 320, height: 240, durationSeconds: 1.5, squarePixels: true, hasAudio: false, audioChannels: null };
    const result = await convertVideo({ inputPath: file("clip.mp4"), inputFormat: "mp4", inspected, outputPath: target, format: "mp4", width: 160 });
    const out = await probeOutput(target);
    expect(out.video).toMatchObject({ width: 160, height: 120 });
    expect(out.audio).toBeUndefined();
    expect(result).toMatchObject({ width: 160, height: 120 });
  });

  it("makes a VP9/Opus WebM at a requested width", async () => {
    const target = output("webm");
    const result = await convertVideo({ inputPath: file("clip.mp4"), inputFormat: "mp4", outputPath: target, format: "webm", width: 160 });
    const out = await probeOutput(target);
    expect(out.formatName).toContain("webm");
    expect(out.video).toMatchObject({ codec_name: "vp9", width: 160, height: 120 });
    expect(out.audio?.codec_name).toBe("opus");
    expect(result).toMatchObject({ width: 160, height: 120, mime: "video/webm" });
  });

  it("cover-crops to W×H and to an aspect, with even sides", async () => {
    const square = await convertVideo({ inputPath: file("clip.mp4"), inputFormat: "mp4", outputPath: output("mp4"), format: "mp4", width: 100, height: 100 });
    expect([square.width, square.height]).toEqual([100, 100]);
    const wide = await convertVideo({ inputPath: file("clip.mp4"), inputFormat: "mp4", outputPath: output("mp4"), format: "mp4", aspect: "16:9" });
    expect([wide.width, wide.height]).toEqual([320, 180]);
    const odd = await convertVideo({ inputPath: file("odd.mkv"), inputFormat: "mkv", outputPath: output("mp4"), format: "mp4" });
    expect([odd.width, odd.height]).toEqual([320, 180]);
    const bigger = await convertVideo({ inputPath: file("clip.mp4"), inputFormat: "mp4", outputPath: output("webm"), format: "webm", width: 1280 });
    expect([bigger.width, bigger.height]).toEqual([320, 240]);
  });

  it("keeps variable frame timing instead of padding gaps with copies", async () => {
    const target = output("mp4");
    const result = await convertVideo({ inputPath: file("vfr.mkv"), inputFormat: "mkv", outputPath: target, format: "mp4" });
    expect(result.durationSeconds).toBeGreaterThan(4.5);
    const frames = await ffprobeJson(target, ["-count_frames"]);
    expect(Number(frames.streams[0].nb_read_frames)).toBe(60);
  });

  it("keeps a silent video silent", async () => {
    const target = output("mp4");
    await convertVideo({ inputPath: file("silent.webm"), inputFormat: "webm", outputPath: target, format: "mp4" });
    const out = await probeOutput(target);
    expect(out.video?.codec_name).toBe("h264");
    expect(out.audio).toBeUndefined();
  });

  it("applies rotation metadata before resizing", async () => {
    const result = await convertVideo({ inputPath: file("rotated.mp4"), inputFormat: "mp4", outputPath: output("mp4"), format: "mp4" });
    expect([result.width, result.height]).toEqual([240, 320]);
    const smaller = await convertVideo({ inputPath: file("rotated.mp4"), inputFormat: "mp4", outputPath: output("mp4"), format: "mp4", width: 120 });
    expect([smaller.width, smaller.height]).toEqual([120, 160]);
  });

  it("turns anamorphic pixels into square ones at the displayed size", async () => {
    const target = output("mp4");
    const result = await convertVideo({ inputPath: file("anamorphic.mp4"), inputFormat: "mp4", outputPath: target, format: "mp4" });
    expect([result.width, result.height]).toEqual([640, 240]);
    const video = (await probeOutput(target)).video as Stream & { sample_aspect_ratio?: string };
    expect(video.sample_aspect_ratio ?? "1:1").toBe("1:1");
  });

  it("downmixes surround sound to stereo for WebM/Opus", async () => {
    const target = output("webm");
    await convertVideo({ inputPath: file("surround.mov"), inputFormat: "mov", outputPath: target, format: "webm" });
    expect((await probeOutput(target)).audio?.channels).toBe(2);
  });

  it("strips container metadata", async () => {
    const tagged = file("tagged.mp4");
    await ffmpegFixture(["-i", file("clip.mp4"), "-c", "copy", "-metadata", "title=secret title", "-metadata", "location=+48.85+002.35/", tagged]);
    const target = output("mp4");
    await convertVideo({ inputPath: tagged, inputFormat: "mp4", outputPath: target, format: "mp4" });
    expect(JSON.stringify((await probeOutput(target)).tags ?? {})).not.toContain("secret");
  });

  it("makes smaller files at lower quality", async () => {
    for (const format of ["mp4", "webm"] as const) {
      const low = await convertVideo({ inputPath: file("silent.webm"), inputFormat: "webm", outputPath: output(format), format, quality: 10 });
      const high = await convertVideo({ inputPath: file("silent.webm"), inputFormat: "webm", outputPath: output(format), format, quality: 100 });
      expect(low.sizeBytes, format).toBeLessThan(high.sizeBytes / 2);
    }
  });

  it("reports rising progress that ends at 1", async () => {
    const seen: number[] = [];
    await convertVideo({ inputPath: file("clip.mp4"), inputFormat: "mp4", outputPath: output("webm"), format: "webm", onProgress: (f) => seen.push(f) });
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= seen[i - 1]))).toBe(true);
    expect(seen.at(-1)).toBe(1);
  });

  it("refuses audio-only input with audio_not_supported", async () => {
    const target = output("mp4");
    const error = await convertVideo({ inputPath: file("audio-only.mp4"), inputFormat: "mp4", outputPath: target, format: "mp4" }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe("audio_not_supported");
    expect(fs.existsSync(target)).toBe(false);
  });

  it("stops at MEDIA_TIMEOUT_SECONDS and leaves nothing behind", async () => {
    // A pipe nobody reads: ffmpeg stalls opening it, so the encode can only end by the timeout, however fast the machine.
    const target = output("webm");
    execFileSync("mkfifo", [target]);
    process.env.MEDIA_TIMEOUT_SECONDS = "1";
    resetEnvForTests();
    try {
      const error = await convertVideo({ inputPath: file("clip.mp4"), inputFormat: "mp4", outputPath: target, format: "webm" }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe("processing_timeout");
      expect((error as ApiError).status).toBe(422);
    } finally {
      delete process.env.MEDIA_TIMEOUT_SECONDS;
      resetEnvForTests();
    }
    expect(fs.existsSync(target)).toBe(false);
  });

  it("stops when aborted and leaves nothing behind", async () => {
    const target = output("webm");
    const controller = new AbortController();
    const run = convertVideo({ inputPath: file("long.mp4"), inputFormat: "mp4", outputPath: target, format: "webm", signal: controller.signal });
    setTimeout(() => controller.abort(new Error("canceled by user")), 300);
    await expect(run).rejects.toThrow("canceled by user");
    expect(fs.existsSync(target)).toBe(false);
  });
});
