import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMp4DurationSeconds } from "./mp4-duration";
import { MP4_CODECS, ffprobeJson, makeClip, makeTempDir } from "../../../test/fixtures/media";

const dir = makeTempDir("mp4-duration");
const file = (name: string) => path.join(dir, name);

beforeAll(async () => {
  // Without +faststart the moov box comes after mdat: the walk skips over the media data to find it.
  await makeClip(file("moov-last.mp4"), { size: "160x120", seconds: 1.2, codecArgs: MP4_CODECS });
  fs.writeFileSync(file("truncated.mp4"), fs.readFileSync(file("moov-last.mp4")).subarray(0, 2000));
  fs.writeFileSync(file("not-mp4.bin"), Buffer.from("RIFF....WEBPVP8 not a movie at all"));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("readMp4DurationSeconds", () => {
  it("reads the duration ffprobe reports, wherever the moov box is", async () => {
    const probe = await ffprobeJson(file("moov-last.mp4"));
    expect(await readMp4DurationSeconds(file("moov-last.mp4"))).toBeCloseTo(Number(probe.format.duration), 3);
  });

  it("answers null for a file cut before its moov box and for a file that is not an MP4", async () => {
    expect(await readMp4DurationSeconds(file("truncated.mp4"))).toBeNull();
    expect(await readMp4DurationSeconds(file("not-mp4.bin"))).toBeNull();
  });
});
