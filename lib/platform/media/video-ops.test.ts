import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/errors";
import { MP4_CODECS, WEBM_CODECS, ffmpegFixture, ffprobeJson, makeClip, makeTempDir } from "../../../test/fixtures/media";
import { extractAudio, trimVideo, videoThumbnail } from "./video-ops";

const dir = makeTempDir("video-ops");
const file = (name: string) => path.join(dir, name);
let outputs = 0;
const output = (ext: string) => file(`out-${++outputs}.${ext}`);

beforeAll(async () => {
  // One second of red, then one second of blue, with a tone throughout.
  await ffmpegFixture([
    "-f", "lavfi", "-i", "color=c=red:s=160x120:r=25:d=1",
    "-f", "lavfi", "-i", "color=c=blue:s=160x120:r=25:d=1",
    "-f", "lavfi", "-i", "sine=frequency=440:duration=2",
    "-filter_complex", "[0:v][1:v]concat=n=2:v=1:a=0[v]",
    "-map", "[v]", "-map", "2:a", ...MP4_CODECS, file("red-blue.mp4"),
  ]);
  await ffmpegFixture(["-i", file("red-blue.mp4"), "-c", "copy", "-metadata:s:v:0", "rotate=90", file("rotated.mp4")]);
  await makeClip(file("silent.webm"), { audio: false, codecArgs: WEBM_CODECS });
  await ffmpegFixture(["-f", "lavfi", "-i", "sine=duration=1", file("tone.mp3")]);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function dominantColour(imagePath: string): Promise<"red" | "blue" | "other"> {
  const { channels } = await sharp(imagePath).stats();
  const [r, , b] = channels.map((c) => c.mean);
  if (r > 180 && b < 60) return "red";
  if (b > 180 && r < 60) return "blue";
  return "other";
}

async function code(run: Promise<unknown>): Promise<string> {
  const error = await run.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBeLessThan(500);
  return (error as ApiError).code;
}

describe("videoThumbnail", () => {
  it.each(["png", "jpeg", "webp"] as const)("takes the frame at the asked time as %s", async (format) => {
    const early = output(format);
    const late = output(format);
    const result = await videoThumbnail({ inputPath: file("red-blue.mp4"), inputFormat: "mp4", outputPath: early, atSeconds: 0.5, format });
    await videoThumbnail({ inputPath: file("red-blue.mp4"), inputFormat: "mp4", outputPath: late, atSeconds: 1.5, format });
    expect(result).toEqual({ width: 160, height: 120, mime: `image/${format}`, sizeBytes: fs.statSync(early).size });
    expect((await sharp(early).metadata()).format).toBe(format);
    expect(await dominantColour(early)).toBe("red");
    expect(await dominantColour(late)).toBe("blue");
    expect(fs.readdirSync(dir).some((name) => name.endsWith(".frame.png"))).toBe(false);
  });

  it("takes the last frame for a time between the last frame and the end", async () => {
    const target = output("png");
    await videoThumbnail({ inputPath: file("red-blue.mp4"), inputFormat: "mp4", outputPath: target, atSeconds: 1.99, format: "png" });
    expect(await dominantColour(target)).toBe("blue");
  });

  it("applies rotation", async () => {
    const result = await videoThumbnail({ inputPath: file("rotated.mp4"), inputFormat: "mp4", outputPath: output("png"), atSeconds: 0, format: "png" });
    expect([result.width, result.height]).toEqual([120, 160]);
  });

  it.each([-1, 2, 99, Number.NaN])("refuses the time %d with invalid_option", async (atSeconds) => {
    const target = output("png");
    expect(await code(videoThumbnail({ inputPath: file("red-blue.mp4"), inputFormat: "mp4", outputPath: target, atSeconds, format: "png" }))).toBe("invalid_option");
    expect(fs.existsSync(target)).toBe(false);
  });
});

describe("trimVideo", () => {
  it("cuts the asked range, frame-accurately", async () => {
    const target = output("mp4");
    const result = await trimVideo({ inputPath: file("red-blue.mp4"), inputFormat: "mp4", outputPath: target, startSeconds: 0.6, endSeconds: 1.4, format: "mp4" });
    expect(result.durationSeconds).toBeGreaterThan(0.7);
    expect(result.durationSeconds).toBeLessThan(0.9);
    const start = output("png");
    const end = output("png");
    await videoThumbnail({ inputPath: target, inputFormat: "mp4", outputPath: start, atSeconds: 0.1, format: "png" });
    await videoThumbnail({ inputPath: target, inputFormat: "mp4", outputPath: end, atSeconds: 0.7, format: "png" });
    expect(await dominantColour(start)).toBe("red");
    expect(await dominantColour(end)).toBe("blue");
  });

  it("clamps an end past the video's length and can write WebM", async () => {
    const target = output("webm");
    const result = await trimVideo({ inputPath: file("red-blue.mp4"), inputFormat: "mp4", outputPath: target, startSeconds: 1.5, endSeconds: 60, format: "webm" });
    expect(result.mime).toBe("video/webm");
    expect(result.durationSeconds).toBeGreaterThan(0.4);
    expect(result.durationSeconds).toBeLessThan(0.65);
  });

  it.each([
    [1, 1],
    [1.5, 0.5],
    [-1, 1],
    [2, 3],
    [5, 9],
  ])("refuses start %d, end %d with invalid_option", async (startSeconds, endSeconds) => {
    const target = output("mp4");
    expect(await code(trimVideo({ inputPath: file("red-blue.mp4"), inputFormat: "mp4", outputPath: target, startSeconds, endSeconds, format: "mp4" }))).toBe(
      "invalid_option",
    );
    expect(fs.existsSync(target)).toBe(false);
  });
});

describe("extractAudio", () => {
  it.each([
    ["mp3", "mp3", "audio/mpeg"],
    ["wav", "pcm_s16le", "audio/wav"],
    ["m4a", "aac", "audio/mp4"],
    ["ogg", "opus", "audio/ogg"],
  ] as const)("writes %s", async (format, codec, mime) => {
    const target = output(format);
    const result = await extractAudio({ inputPath: file("red-blue.mp4"), inputFormat: "mp4", outputPath: target, format });
    const probe = await ffprobeJson(target);
    expect(probe.streams).toHaveLength(1);
    expect(probe.streams[0]).toMatchObject({ codec_type: "audio", codec_name: codec });
    expect(result.mime).toBe(mime);
    expect(result.sizeBytes).toBe(fs.statSync(target).size);
    expect(result.durationSeconds).toBeGreaterThan(1.9);
    expect(result.durationSeconds).toBeLessThan(2.2);
  });

  it("reads audio files too", async () => {
    const result = await extractAudio({ inputPath: file("tone.mp3"), inputFormat: "mp3", outputPath: output("wav"), format: "wav" });
    expect(result.durationSeconds).toBeCloseTo(1, 1);
  });

  it("refuses a video without audio with invalid_media", async () => {
    const target = output("mp3");
    expect(await code(extractAudio({ inputPath: file("silent.webm"), inputFormat: "webm", outputPath: target, format: "mp3" }))).toBe("invalid_media");
    expect(fs.existsSync(target)).toBe(false);
  });
});
