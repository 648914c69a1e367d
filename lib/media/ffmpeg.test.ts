import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { binaryPath, ffmpegInputArgs, ffmpegOutputArg, probeMedia, runFfmpeg } from "./ffmpeg";
import { MP4_CODECS, makeClip, makeTempDir } from "./test-fixtures";

const dir = makeTempDir("ffmpeg");
const file = (name: string) => path.join(dir, name);

beforeAll(async () => {
  await makeClip(file("clip.mp4"), { codecArgs: MP4_CODECS });
  fs.writeFileSync(file("playlist.mp4"), "#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:1.0,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n");
  fs.writeFileSync(file("concat.mp4"), "ffconcat version 1.0\nfile '/etc/passwd'\n");
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("binaryPath", () => {
  it("finds executable ffmpeg and ffprobe", () => {
    for (const binary of ["ffmpeg", "ffprobe"] as const) {
      const found = binaryPath(binary);
      expect(path.isAbsolute(found)).toBe(true);
      fs.accessSync(found, fs.constants.X_OK);
    }
  });
});

describe("ffmpegInputArgs", () => {
  it("pins the protocol, the demuxer and a file: path", () => {
    expect(ffmpegInputArgs("/data/in.webm", "webm")).toEqual([
      "-protocol_whitelist", "file", "-format_whitelist", "matroska", "-f", "matroska", "-i", "file:/data/in.webm",
    ]);
    expect(ffmpegInputArgs("/data/in.mp4", "mp4")).toContain("-enable_drefs");
  });

  it("refuses relative paths and URLs", () => {
    expect(() => ffmpegInputArgs("in.mp4", "mp4")).toThrow(/absolute/);
    expect(() => ffmpegInputArgs("http://example.com/a.mp4", "mp4")).toThrow(/absolute/);
    expect(() => ffmpegOutputArg("concat:/etc/passwd")).toThrow(/absolute/);
  });
});

describe("probeMedia", () => {
  it("returns streams and format", async () => {
    const probe = await probeMedia(file("clip.mp4"), { format: "mp4" });
    expect(probe.streams.map((s) => s.codec_type).sort()).toEqual(["audio", "video"]);
    expect(Number(probe.format.duration)).toBeCloseTo(1, 1);
  });

  it.each(["playlist.mp4", "concat.mp4"])("reads %s only as the forced demuxer, never as a playlist", async (name) => {
    const error = await probeMedia(file(name), { format: "mp4" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("invalid_media");
    expect((error as ApiError).message).not.toContain("root:");
  });

  it("refuses a file read with the wrong demuxer", async () => {
    const error = await probeMedia(file("clip.mp4"), { format: "webm" }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe("invalid_media");
  });
});

describe("runFfmpeg", () => {
  it("reports progress in output seconds", async () => {
    const seen: number[] = [];
    await runFfmpeg({
      args: [...ffmpegInputArgs(file("clip.mp4"), "mp4"), "-f", "null", "-"],
      timeoutMs: 10_000,
      onProgress: (seconds) => seen.push(seconds),
    });
    expect(Math.max(...seen)).toBeCloseTo(1, 0);
  });

  it("kills a run at its time limit", async () => {
    const error = await runFfmpeg({ args: ["-f", "lavfi", "-i", "testsrc", "-f", "null", "-"], timeoutMs: 300 }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe("processing_timeout");
  });

  it("kills a run when aborted, with the signal's reason", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("job canceled")), 200);
    await expect(runFfmpeg({ args: ["-f", "lavfi", "-i", "testsrc", "-f", "null", "-"], timeoutMs: 10_000, signal: controller.signal })).rejects.toThrow(
      "job canceled",
    );
  });

  it("does not start when already aborted", async () => {
    await expect(runFfmpeg({ args: ["-version"], timeoutMs: 1000, signal: AbortSignal.abort(new Error("too late")) })).rejects.toThrow("too late");
  });

  it.each([
    [["-i", "https://example.com/a.mp4", "-f", "null", "-"]],
    [["-f", "mov", "-i", "file:/tmp/a.mp4", "-f", "null", "-"]],
    [["-protocol_whitelist", "file,http", "-f", "hls", "-i", "file:/tmp/a.m3u8", "-f", "null", "-"]],
    [["-protocol_whitelist", "file", "-f", "concat", "-i", "concat:/etc/passwd", "-f", "null", "-"]],
  ])("refuses inputs not built by ffmpegInputArgs: %j", async (args) => {
    await expect(runFfmpeg({ args, timeoutMs: 1000 })).rejects.toThrow(/ffmpegInputArgs/);
  });

  it("fails with processing_failed and keeps local paths out of the message", async () => {
    const error = await runFfmpeg({ args: [...ffmpegInputArgs("/srv/secret-scratch/missing.mp4", "mp4"), "-f", "null", "-"], timeoutMs: 10_000 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("processing_failed");
    expect((error as ApiError).message).not.toContain("secret-scratch");
  });
});
