import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/errors";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { inspectMedia } from "./inspect";
import { MP4_CODECS, WEBM_CODECS, ffmpegFixture, ffmpegStdout, gradient, makeAnimatedGif, makeClip, makeTempDir } from "../../../test/fixtures/media";

const dir = makeTempDir("inspect");
const file = (name: string) => path.join(dir, name);

beforeAll(async () => {
  await gradient(60, 40).jpeg().toFile(file("plain.jpg"));
  await gradient(60, 40).jpeg().withMetadata({ orientation: 6 }).toFile(file("rotated.jpg"));
  await gradient(60, 40).png().toColourspace("rgb16").toFile(file("deep.png"));
  await makeAnimatedGif(file("anim.gif"), { width: 40, height: 30, frames: 4 });
  await gradient(400, 300).jpeg({ quality: 95 }).toFile(file("big.jpg"));
  const whole = fs.readFileSync(file("big.jpg"));
  fs.writeFileSync(file("truncated.jpg"), whole.subarray(0, Math.floor(whole.length * 0.6)));
  const png = await gradient(400, 300).png().toBuffer();
  fs.writeFileSync(file("truncated.png"), png.subarray(0, Math.floor(png.length * 0.6)));
  fs.writeFileSync(file("fake.png"), Buffer.concat([png.subarray(0, 8), Buffer.from("not really a png at all, just text")]));
  fs.writeFileSync(file("image.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');

  await makeClip(file("clip.mp4"), { size: "160x120", seconds: 1, codecArgs: MP4_CODECS });
  await makeClip(file("silent.webm"), { audio: false, codecArgs: WEBM_CODECS });
  await ffmpegFixture(["-i", file("clip.mp4"), "-c", "copy", "-metadata:s:v:0", "rotate=90", file("rotated.mp4")]);
  await ffmpegFixture(["-i", file("clip.mp4"), "-vn", "-c", "copy", file("audio-only.mp4")]);
  await ffmpegFixture(["-f", "lavfi", "-i", "sine=duration=1", file("tone.mp3")]);
  // Real long audio: an hour and two minutes of silence (8 kbit/s MP3), and 20 s in other containers.
  await ffmpegFixture(["-f", "lavfi", "-i", "anullsrc=r=8000:cl=mono", "-t", "3720", "-c:a", "libmp3lame", "-b:a", "8k", file("long.mp3")]);
  for (const name of ["long.wav", "long.flac", "long.m4a"]) await ffmpegFixture(["-f", "lavfi", "-i", "anullsrc=r=8000:cl=mono", "-t", "20", file(name)]);
  await makeClip(file("ffv1.mkv"), { audio: false, codecArgs: ["-c:v", "ffv1"] });
  // Written to a pipe, so the muxer cannot go back and store a duration (like browser MediaRecorder files).
  fs.writeFileSync(file("no-duration.webm"), await ffmpegStdout(["-i", file("silent.webm"), "-c", "copy", "-f", "webm", "pipe:1"]));
  const mp4 = fs.readFileSync(file("clip.mp4"));
  fs.writeFileSync(file("header-only.mp4"), mp4.subarray(0, 64));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function refusal(run: Promise<unknown>): Promise<ApiError> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

async function withEnv<T>(vars: Record<string, string>, run: () => Promise<T>): Promise<T> {
  Object.assign(process.env, vars);
  resetEnvForTests();
  try {
    return await run();
  } finally {
    for (const key of Object.keys(vars)) delete process.env[key];
    resetEnvForTests();
  }
}

describe("inspectMedia: images", () => {
  it("reads a JPEG", async () => {
    expect(await inspectMedia(file("plain.jpg"))).toEqual({
      kind: "image", format: "jpeg", mime: "image/jpeg", width: 60, height: 40, frames: 1, durationSeconds: null, hasAudio: false, hasVideo: false,
    });
  });

  it("reports the displayed size of an EXIF-rotated JPEG", async () => {
    expect(await inspectMedia(file("rotated.jpg"))).toMatchObject({ width: 40, height: 60 });
  });

  it("reads a 16-bit PNG", async () => {
    expect(await inspectMedia(file("deep.png"))).toMatchObject({ format: "png", width: 60, height: 40 });
  });

  it("counts the frames and duration of an animated GIF", async () => {
    expect(await inspectMedia(file("anim.gif"))).toMatchObject({ format: "gif", width: 40, height: 30, frames: 4, durationSeconds: 0.4 });
  });

  it.each(["truncated.jpg", "truncated.png"])("refuses %s as invalid_media when decoding", async (name) => {
    const error = await refusal(inspectMedia(file(name)));
    expect(error.code).toBe("invalid_media");
    expect(error.status).toBe(422);
  });

  it("leaves truncation to the converter when asked not to decode", async () => {
    expect(await inspectMedia(file("truncated.jpg"), { decode: false })).toMatchObject({ width: 400, height: 300 });
  });

  it("refuses a PNG signature followed by junk", async () => {
    expect((await refusal(inspectMedia(file("fake.png")))).code).toBe("invalid_media");
  });

  it("refuses SVG as unsupported_input", async () => {
    const error = await refusal(inspectMedia(file("image.svg")));
    expect(error.code).toBe("unsupported_input");
    expect(error.status).toBe(400);
  });

  it("counts frames × pixels against MAX_INPUT_PIXELS", async () => {
    await withEnv({ MAX_INPUT_PIXELS: "4000" }, async () => {
      expect(await inspectMedia(file("plain.jpg"))).toMatchObject({ width: 60 }); // 2400 px
      const error = await refusal(inspectMedia(file("anim.gif"))); // 40×30×4 = 4800 px
      expect(error.code).toBe("media_too_large");
      expect(error.status).toBe(413);
      expect(error.message).toContain("4 frames");
    });
  });

  it("refuses animations over MAX_FRAMES", async () => {
    await withEnv({ MAX_FRAMES: "3" }, async () => {
      expect((await refusal(inspectMedia(file("anim.gif")))).code).toBe("media_too_large");
    });
  });
});

describe("inspectMedia: video and audio", () => {
  it("reads an MP4 with audio", async () => {
    expect(await inspectMedia(file("clip.mp4"))).toMatchObject({
      kind: "video", format: "mp4", mime: "video/mp4", width: 160, height: 120, frames: 25, hasAudio: true, hasVideo: true,
    });
    expect((await inspectMedia(file("clip.mp4"))).durationSeconds).toBeCloseTo(1, 1);
  });

  it("reads a silent WebM", async () => {
    expect(await inspectMedia(file("silent.webm"))).toMatchObject({ kind: "video", format: "webm", hasAudio: false, hasVideo: true });
  });

  it("reports the displayed size of a rotated video", async () => {
    expect(await inspectMedia(file("rotated.mp4"))).toMatchObject({ width: 120, height: 160 });
  });

  it("measures a WebM that has no duration in its header", async () => {
    const info = await inspectMedia(file("no-duration.webm"));
    expect(info.durationSeconds).toBeGreaterThan(0.8);
    expect(info.durationSeconds).toBeLessThan(1.2);
  });

  it("calls an MP4 without a video stream audio", async () => {
    expect(await inspectMedia(file("audio-only.mp4"))).toMatchObject({ kind: "audio", mime: "audio/mp4", width: null, hasVideo: false, hasAudio: true });
  });

  it("reads an MP3 as audio", async () => {
    expect(await inspectMedia(file("tone.mp3"))).toMatchObject({ kind: "audio", format: "mp3", mime: "audio/mpeg", hasAudio: true });
  });

  it("refuses audio longer than MAX_VIDEO_SECONDS (default one hour) before decoding, as it refuses video", async () => {
    const error = await refusal(inspectMedia(file("long.mp3")));
    expect(error.code).toBe("media_too_large");
    expect(error.message).toBe("The audio lasts 3720 s; at most 3600 s are accepted.");
    await withEnv({ MAX_VIDEO_SECONDS: "10" }, async () => {
      for (const name of ["long.wav", "long.flac", "long.m4a"]) {
        const refused = await refusal(inspectMedia(file(name)));
        expect(refused.code, name).toBe("media_too_large");
        expect(refused.message).toContain("The audio lasts 20 s; at most 10 s");
      }
      expect(await inspectMedia(file("tone.mp3"))).toMatchObject({ kind: "audio" });
    });
    await withEnv({ MAX_VIDEO_SECONDS: "30" }, async () => {
      expect(await inspectMedia(file("long.flac"))).toMatchObject({ kind: "audio", format: "flac" });
    });
  });

  it("refuses a video codec outside the allow-list", async () => {
    const error = await refusal(inspectMedia(file("ffv1.mkv")));
    expect(error.code).toBe("unsupported_input");
    expect(error.message).toContain("ffv1");
  });

  it("refuses a cut-off MP4 as invalid_media", async () => {
    expect((await refusal(inspectMedia(file("header-only.mp4")))).code).toBe("invalid_media");
  });

  it.each([
    ["MAX_VIDEO_SECONDS", "0.5", "lasts"],
    ["MAX_VIDEO_DIMENSION", "100", "160×120"],
    ["MAX_FPS", "20", "frames per second"],
  ])("refuses a video over %s before decoding", async (name, value, words) => {
    await withEnv({ [name]: value }, async () => {
      const error = await refusal(inspectMedia(file("clip.mp4")));
      expect(error.code).toBe("media_too_large");
      expect(error.message).toContain(words);
    });
  });
});
