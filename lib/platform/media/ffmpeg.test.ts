import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/errors";
import { binaryPath, ffmpegHealth, ffmpegInputArgs, ffmpegOutputArg, mediaTool, missingToolsWarning, probeMedia, runFfmpeg, selectMediaTool } from "./ffmpeg";
import { processState } from "@/lib/core/process-state";
import { MP4_CODECS, makeClip, makeTempDir } from "../../../test/fixtures/media";

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

/** A directory holding fake `ffmpeg` and `ffprobe` scripts that print `banner`-style version lines (or fail). */
function fakeTools(name: string, version: string | null): string {
  const toolDir = path.join(dir, name);
  fs.mkdirSync(toolDir, { recursive: true });
  for (const binary of ["ffmpeg", "ffprobe"]) {
    const body = version === null ? "exit 1" : `echo "${binary} version ${version} Copyright (c) 2000-2024 the FFmpeg developers"\necho "built with gcc 12"`;
    fs.writeFileSync(path.join(toolDir, binary), `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  }
  return toolDir;
}

describe("selectMediaTool", () => {
  const select = (binary: "ffmpeg" | "ffprobe", searchPath: string) => {
    const warnings: string[] = [];
    return { tool: selectMediaTool(binary, { searchPath, warn: (message) => warnings.push(message) }), warnings };
  };

  it.each([["5.1.6-0+deb12u1"], ["6.0"], ["n7.1"]])("uses a system ffmpeg and ffprobe of version %s, silently", (version) => {
    const toolDir = fakeTools(`system-${version}`, version);
    for (const binary of ["ffmpeg", "ffprobe"] as const) {
      const { tool, warnings } = select(binary, toolDir);
      expect(tool).toEqual({ path: path.join(toolDir, binary), version });
      expect(warnings).toEqual([]);
    }
  });

  it.each([
    ["4.4.2-0ubuntu0.22.04.1", /it is version 4\.4\.2-0ubuntu0\.22\.04\.1/],
    ["N-47683-g0e8eb07980-static", /it is version N-47683/],
    [null, /its version could not be read/],
  ])("passes over a system ffmpeg of version %s with a warning, and has none: no bundled fallback", (version, reason) => {
    const toolDir = fakeTools(`old-${version}`, version);
    const { tool, warnings } = select("ffmpeg", toolDir);
    expect(tool).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(path.join(toolDir, "ffmpeg"));
    expect(warnings[0]).toMatch(reason);
    expect(warnings[0]).toMatch(/version 5 on/);
  });

  it("keeps looking along PATH past an old ffmpeg for a new one", () => {
    const old = fakeTools("path-old", "4.1.11");
    const recent = fakeTools("path-new", "5.1.6-0+deb12u1");
    const { tool, warnings } = select("ffmpeg", [old, "relative/dir", recent].join(path.delimiter));
    expect(tool).toMatchObject({ path: path.join(recent, "ffmpeg") });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(path.join(old, "ffmpeg"));
  });

  it("finds none on an empty PATH", () => {
    expect(select("ffmpeg", "").tool).toBeNull();
  });

  it("is what this process uses: the system ffmpeg when it is 5 or newer", () => {
    const inUse = mediaTool("ffmpeg");
    const onPath = selectMediaTool("ffmpeg", { warn: () => {} });
    expect(inUse).toEqual(onPath);
    expect(binaryPath("ffmpeg")).toBe(inUse!.path);
  });
});

describe("without ffmpeg 5+", () => {
  afterEach(() => processState().mediaTools?.clear());

  it("refuses every run and probe with 503 video_unavailable, saying how to install it, and spawns nothing", async () => {
    processState().mediaTools = new Map([["ffmpeg", null], ["ffprobe", null]]);
    for (const attempt of [() => binaryPath("ffmpeg"), () => probeMedia(path.join(dir, "x.mp4"), { format: "mp4" }), () => runFfmpeg({ args: ["-f", "lavfi", "-i", "testsrc", "-frames:v", "1", "-f", "null", "-"], timeoutMs: 5000 })] as Array<() => unknown>) {
      const error = await Promise.resolve().then(attempt).then(() => null, (e: unknown) => e);
      expect(error).toMatchObject({ code: "video_unavailable", status: 503 });
      expect((error as Error).message).toMatch(/apt-get install ffmpeg/);
    }
    expect(ffmpegHealth()).toEqual({ available: false, version: null });
  });
});

describe("missingToolsWarning", () => {
  const system = { path: "/usr/bin/ffmpeg", version: "5.1.6" };

  it("says nothing when the system's ffmpeg and ffprobe are there", () => {
    expect(missingToolsWarning({ ffmpeg: system, ffprobe: { ...system, path: "/usr/bin/ffprobe" } })).toBeNull();
  });

  it("warns loudly, naming what is missing, what is refused and what to install", () => {
    const warning = missingToolsWarning({ ffmpeg: null, ffprobe: system });
    expect(warning).toMatch(/WARNING: no ffmpeg 5 or newer/);
    expect(warning).not.toMatch(/ffprobe/);
    expect(warning).toMatch(/503 video_unavailable/);
    expect(warning).toMatch(/apt-get install ffmpeg/);
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
