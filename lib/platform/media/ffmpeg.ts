import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ApiError } from "@/lib/core/errors";
import { log } from "@/lib/core/log";
import { withLogDetail } from "@/lib/core/redact";
import { mediaLimits } from "./limits";
import { processState } from "@/lib/core/process-state";

/** Sniffed container formats ffmpeg may read, each pinned to one demuxer so probing never picks another (HLS, concat, ...). */
const DEMUXERS = {
  mp4: "mov",
  mov: "mov",
  m4a: "mov",
  webm: "matroska",
  mkv: "matroska",
  avi: "avi",
  mp3: "mp3",
  wav: "wav",
  ogg: "ogg",
  flac: "flac",
  gif: "gif",
  png: "png_pipe",
  jpeg: "jpeg_pipe",
  webp: "webp_pipe",
} as const;

export type FfmpegInputFormat = keyof typeof DEMUXERS;

type Binary = "ffmpeg" | "ffprobe";

/** Older builds miss years of decoder fixes: only a system ffmpeg and ffprobe of version 5 or newer are used. */
const MIN_SYSTEM_MAJOR = 5;
const VERSION_TIMEOUT_MS = 5_000;

export type MediaTool = { path: string; version: string };

declare module "@/lib/core/process-state" {
  interface ProcessState {
    /** The binary chosen, or null when the PATH holds no usable one (video and audio are refused). */
    mediaTools?: Map<Binary, MediaTool | null>;
  }
}

/** ffmpeg or ffprobe as this process uses it, chosen once (route bundles and the server entry share the choice); null without one. */
export function mediaTool(binary: Binary): MediaTool | null {
  const tools = (processState().mediaTools ??= new Map());
  if (!tools.has(binary)) tools.set(binary, selectMediaTool(binary));
  return tools.get(binary) ?? null;
}

/** Absolute path of the ffmpeg or ffprobe in use; without one, `503 video_unavailable` (nothing is spawned). */
export function binaryPath(binary: Binary): string {
  const tool = mediaTool(binary);
  if (!tool) throw videoUnavailable();
  return tool.path;
}

const videoUnavailable = () =>
  new ApiError("video_unavailable", "Video and audio cannot be processed on this server: it has no ffmpeg 5 or newer. The operator can install it (Debian/Ubuntu: apt-get install ffmpeg) and restart Darkroom.");

/**
 * The first `binary` on `searchPath` whose version is 5 or newer; each older or unreadable one is
 * passed over with a warning. Null when there is none: there is no bundled fallback.
 */
export function selectMediaTool(
  binary: Binary,
  { searchPath = process.env.PATH ?? "", warn = (message: string) => log().warn(message) }: { searchPath?: string; warn?: (message: string) => void } = {},
): MediaTool | null {
  for (const candidate of executablesOnPath(binary, searchPath)) {
    const version = readVersion(candidate);
    if (version !== undefined && (majorVersion(version) ?? 0) >= MIN_SYSTEM_MAJOR) return { path: candidate, version };
    const found = version === undefined ? "its version could not be read" : `it is version ${version}`;
    warn(`Passing over ${candidate}: ${found}, and Darkroom uses a system ${binary} only from version ${MIN_SYSTEM_MAJOR} on. Install a newer one.`);
  }
  return null;
}

/** "5.1.6-0+deb12u1" → 5, "n7.1" → 7; git snapshots ("N-47683-g0e8eb07980") carry no version. */
function majorVersion(version: string): number | undefined {
  const match = /^n?(\d+)\.\d+/.exec(version);
  return match ? Number(match[1]) : undefined;
}

/** The word after "version" in `<binary> -version`'s banner, or undefined when it does not run or say. */
function readVersion(binaryFile: string): string | undefined {
  try {
    const banner = execFileSync(binaryFile, ["-version"], { encoding: "utf8", timeout: VERSION_TIMEOUT_MS, stdio: ["ignore", "pipe", "ignore"] });
    return /^\S+ version (\S+)/.exec(banner)?.[1];
  } catch {
    return undefined;
  }
}

function executablesOnPath(name: string, searchPath: string): string[] {
  const found: string[] = [];
  for (const dir of searchPath.split(path.delimiter)) {
    if (!path.isAbsolute(dir)) continue;
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile() && !found.includes(candidate)) found.push(candidate);
    } catch {
      // not here; keep looking
    }
  }
  return found;
}

/** What `GET /api/health` tells of video: whether ffmpeg and ffprobe 5+ are there, and ffmpeg's version, never its path. */
export function ffmpegHealth(): { available: boolean; version: string | null } {
  const ffmpeg = mediaTool("ffmpeg");
  return { available: ffmpeg !== null && mediaTool("ffprobe") !== null, version: ffmpeg?.version ?? null };
}

/** The start-up warning (one log line) when ffmpeg or ffprobe 5+ is missing, or null when both are there. */
export function missingToolsWarning(tools: Record<Binary, MediaTool | null>): string | null {
  const missing = (Object.keys(tools) as Binary[]).filter((name) => tools[name] === null);
  if (missing.length === 0) return null;
  return (
    `WARNING: no ${missing.join(" or ")} ${MIN_SYSTEM_MAJOR} or newer on the PATH: video and audio are refused (503 video_unavailable) until ` +
    "it is installed (Debian/Ubuntu: apt-get install ffmpeg) and Darkroom restarted. Images are served as usual."
  );
}

/** Chooses ffmpeg and ffprobe now and warns loudly when either is missing; called once at start-up. */
export function warnIfMediaToolsMissing(): void {
  const warning = missingToolsWarning({ ffmpeg: mediaTool("ffmpeg"), ffprobe: mediaTool("ffprobe") });
  if (warning) log().warn(warning);
}

/**
 * Input arguments for one local file: only the `file` protocol, one forced and whitelisted demuxer
 * (nested opens such as AVI GAB2 subtitles cannot switch to HLS or concat) and an absolute `file:`
 * path, so ffmpeg never fetches a URL nor follows a playlist found inside the bytes.
 */
export function ffmpegInputArgs(filePath: string, format: FfmpegInputFormat): string[] {
  const demuxer = DEMUXERS[format];
  const hardening = demuxer === "mov" ? ["-enable_drefs", "0"] : [];
  return ["-protocol_whitelist", "file", "-format_whitelist", demuxer, ...hardening, "-f", demuxer, "-i", fileUrl(filePath)];
}

/** Output target for ffmpeg: an absolute `file:` path, so a name like `x:y.mp4` is never read as a protocol. */
export function ffmpegOutputArg(filePath: string): string {
  return fileUrl(filePath);
}

function fileUrl(filePath: string): string {
  if (!path.isAbsolute(filePath)) throw new Error(`ffmpeg paths must be absolute, got "${filePath}"`);
  return `file:${filePath}`;
}

export type RunFfmpegOptions = {
  args: string[];
  timeoutMs: number;
  signal?: AbortSignal;
  /** Called with the output timestamp reached so far, in seconds. */
  onProgress?: (outSeconds: number) => void;
};

/**
 * Runs ffmpeg without a shell. `-hide_banner -nostdin -nostats -loglevel error` are added in front of `args`;
 * every `-i` must come from `ffmpegInputArgs` (lavfi test sources excepted), anything else throws before spawning.
 * Killed with SIGKILL on timeout (`422 processing_timeout`) or abort (rejects with the signal's reason);
 * a non-zero exit is `422 processing_failed` in words for the user; what ffmpeg printed is the error's log detail.
 */
export async function runFfmpeg({ args, timeoutMs, signal, onProgress }: RunFfmpegOptions): Promise<{ stderr: string }> {
  checkInputs(args);
  const progressArgs = onProgress ? ["-progress", "pipe:1"] : [];
  const onStdout = onProgress ? progressParser(onProgress) : undefined;
  const result = await runBinary({
    binary: "ffmpeg",
    args: ["-hide_banner", "-nostdin", "-nostats", "-loglevel", "error", ...progressArgs, ...args],
    timeoutMs,
    signal,
    onStdout,
  });
  if (result.exitCode !== 0) {
    throw withLogDetail(
      new ApiError("processing_failed", "Media processing failed: the file may be damaged, or the options may not suit it. Try other options or another copy of the file."),
      stderrDetail(result),
    );
  }
  return { stderr: result.stderr };
}

/** Every file input must come from `ffmpegInputArgs`; only lavfi (synthetic sources built in code) is exempt. */
function checkInputs(args: string[]): void {
  let demuxer: string | undefined;
  let whitelisted = false;
  args.forEach((arg, i) => {
    if (arg === "-f") demuxer = args[i + 1];
    if (arg === "-protocol_whitelist") whitelisted = args[i + 1] === "file";
    if (arg !== "-i") return;
    const input = args[i + 1] ?? "";
    if (demuxer !== "lavfi" && !(whitelisted && input.startsWith("file:/"))) {
      throw new Error(`ffmpeg input "${input}" must be built with ffmpegInputArgs (file protocol only).`);
    }
    demuxer = undefined;
    whitelisted = false;
  });
}

function progressParser(onProgress: (outSeconds: number) => void): (chunk: string) => void {
  let pending = "";
  return (chunk) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      // ffmpeg writes microseconds under both names.
      const match = /^out_time_(?:us|ms)=(\d+)/.exec(line);
      if (match) onProgress(Number(match[1]) / 1_000_000);
    }
  };
}

export type ProbeStream = {
  index: number;
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  sample_aspect_ratio?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
  nb_frames?: string;
  channels?: number;
  sample_rate?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string } & Record<string, string>;
  side_data_list?: { rotation?: number }[];
};

export type ProbeResult = {
  streams: ProbeStream[];
  format: { format_name?: string; duration?: string; size?: string; bit_rate?: string; nb_streams?: number; tags?: Record<string, string> };
};

/** ffprobe JSON of one local file read with the given demuxer only; unreadable input is `422 invalid_media`. */
export async function probeMedia(
  filePath: string,
  { format, timeoutMs = mediaLimits().probeTimeoutMs }: { format: FfmpegInputFormat; timeoutMs?: number },
): Promise<ProbeResult> {
  const result = await runBinary({
    binary: "ffprobe",
    args: ["-hide_banner", "-loglevel", "error", "-print_format", "json", "-show_format", "-show_streams", ...ffmpegInputArgs(filePath, format)],
    timeoutMs,
    keepStdout: true,
  });
  if (result.exitCode !== 0) {
    throw withLogDetail(
      new ApiError("invalid_media", `The file could not be read as ${format}: it may be damaged, truncated or of another type. Check that it plays on your computer and send it again.`),
      stderrDetail(result),
    );
  }
  try {
    const parsed = JSON.parse(result.stdout) as Partial<ProbeResult>;
    return { streams: parsed.streams ?? [], format: parsed.format ?? {} };
  } catch {
    throw new ApiError("invalid_media", `The file could not be read as ${format}.`);
  }
}

type BinaryResult = { exitCode: number; stdout: string; stderr: string };

const STDERR_TAIL_BYTES = 8 * 1024;
const STDOUT_MAX_BYTES = 16 * 1024 * 1024;

function runBinary(opts: {
  binary: Binary;
  args: string[];
  timeoutMs: number;
  signal?: AbortSignal;
  keepStdout?: boolean;
  onStdout?: (chunk: string) => void;
}): Promise<BinaryResult> {
  const { binary, args, timeoutMs, signal, keepStdout, onStdout } = opts;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const child = spawn(/*turbopackIgnore: true*/ binaryPath(binary), args, { stdio: ["ignore", "pipe", "pipe"], shell: false });
    let stdout = "";
    let stderr = "";
    let failure: unknown;

    const stop = (reason: unknown) => {
      failure ??= reason;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(
      () => stop(new ApiError("processing_timeout", `Media processing took longer than ${Math.max(1, Math.round(timeoutMs / 1000))} s and was stopped.`)),
      timeoutMs,
    );
    const onAbort = () => stop(abortReason(signal));
    signal?.addEventListener("abort", onAbort, { once: true });

    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      onStdout?.(chunk);
      if (!keepStdout) return;
      stdout += chunk;
      if (stdout.length > STDOUT_MAX_BYTES) stop(new ApiError("invalid_media", "The file describes more streams than can be handled."));
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_BYTES);
    });

    const finish = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    };
    child.on("error", (error) => {
      finish();
      reject(failure ?? error);
    });
    child.on("close", (code) => {
      finish();
      if (failure) reject(failure);
      else resolve({ exitCode: code ?? -1, stdout, stderr });
    });
  });
}

function abortReason(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException("The operation was aborted.", "AbortError");
}

/** What the binary said, for the log: its last lines, or its exit code when it said nothing. */
function stderrDetail(result: BinaryResult): string {
  const lines = result.stderr.split("\n").map((line) => line.trim()).filter(Boolean);
  return lines.length ? lines.slice(-5).join(" | ") : `exited with code ${result.exitCode}`;
}
