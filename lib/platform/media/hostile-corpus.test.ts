import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/errors";
import { type ImageOutputFormat, convertImage } from "./convert-image";
import { type VideoOutputFormat, convertVideo } from "./convert-video";
import { inspectMedia } from "./inspect";
import type { VideoFormat } from "./sniff";
import { ffprobeJson, makeTempDir } from "../../../test/fixtures/media";

const CORPUS = path.resolve(__dirname, "../../../test/fixtures/hostile");
const PER_FILE_LIMIT_MS = 20_000;
const IMAGE_FORMATS: ImageOutputFormat[] = ["webp", "png", "jpeg"];
const VIDEO_FORMATS: VideoOutputFormat[] = ["mp4", "webm"];

const outRoot = makeTempDir("hostile");
afterAll(() => fs.rmSync(outRoot, { recursive: true, force: true }));

const passwdLines = fs
  .readFileSync("/etc/passwd", "utf8")
  .split("\n")
  .filter((line) => line.length >= 12)
  .slice(0, 5);

type Outcome = { refusedWith: string | null; outputs: string[] };

/** The convert path: inspect (header checks only, as the convert service calls it), then convert to every output format. */
async function convertLikeTheApi(inputPath: string, outDir: string): Promise<Outcome> {
  const info = await inspectMedia(inputPath, { decode: false });
  if (info.kind === "audio") return { refusedWith: "audio", outputs: [] };
  const outputs: string[] = [];
  if (info.kind === "image") {
    for (const format of IMAGE_FORMATS) {
      const target = path.join(outDir, `out.${format}`);
      await convertImage({ inputPath, outputPath: target, format, width: 64 });
      outputs.push(target);
    }
  } else {
    for (const format of VIDEO_FORMATS) {
      const target = path.join(outDir, `out.${format}`);
      await convertVideo({ inputPath, inputFormat: info.format as VideoFormat, outputPath: target, format, width: 64 });
      outputs.push(target);
    }
  }
  return { refusedWith: null, outputs };
}

function withinLimit<T>(name: string, run: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} took longer than ${PER_FILE_LIMIT_MS} ms`)), PER_FILE_LIMIT_MS);
  });
  return Promise.race([run, limit]).finally(() => clearTimeout(timer));
}

/** Runs `run`; an ApiError must be a 4xx and becomes its code, anything else thrown fails the test. */
async function refusalCode(name: string, run: Promise<unknown>): Promise<string | null> {
  try {
    await withinLimit(name, run);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw new Error(`${name}: threw a non-ApiError: ${String(error)}`);
    expect(error.status, `${name}: ${error.code}`).toBeGreaterThanOrEqual(400);
    expect(error.status, `${name}: ${error.code}`).toBeLessThan(500);
    return error.code;
  }
}

async function expectValidOutput(name: string, target: string): Promise<void> {
  const bytes = fs.readFileSync(target);
  expect(bytes.length, `${name} → ${path.basename(target)}`).toBeGreaterThan(0);
  for (const line of passwdLines) expect(bytes.includes(line), `${name} output holds /etc/passwd`).toBe(false);
  const ext = path.extname(target).slice(1);
  if (ext === "mp4" || ext === "webm") {
    const probe = await ffprobeJson(target);
    expect(probe.streams.some((s) => s.codec_type === "video"), name).toBe(true);
  } else {
    const metadata = await sharp(target).metadata();
    expect(metadata.format, name).toBe(ext);
    expect(metadata.width, name).toBeGreaterThan(0);
  }
}

describe("hostile corpus", () => {
  it("refuses every hostile file with a 4xx or converts it safely, never hanging", { timeout: 600_000 }, async () => {
    expect(fs.existsSync(CORPUS), `hostile corpus expected at ${CORPUS}`).toBe(true);
    const names = fs.readdirSync(CORPUS).filter((name) => name !== "README.md").sort();
    expect(names.length).toBeGreaterThanOrEqual(146);

    const byCode: Record<string, string[]> = {};
    const converted: string[] = [];
    for (const name of names) {
      const inputPath = path.join(CORPUS, name);
      const outDir = fs.mkdtempSync(path.join(outRoot, "f-"));

      // Standalone inspection (with the validating decode) must behave too.
      await refusalCode(`${name} (inspect)`, inspectMedia(inputPath));

      let outcome: Outcome = { refusedWith: null, outputs: [] };
      const code = await refusalCode(
        name,
        convertLikeTheApi(inputPath, outDir).then((o) => {
          outcome = o;
        }),
      );
      const refused = code ?? outcome.refusedWith;
      if (refused) {
        expect(fs.readdirSync(outDir), `${name} was refused (${refused}) but left files`).toEqual([]);
        (byCode[refused] ??= []).push(name);
      } else {
        for (const target of outcome.outputs) await expectValidOutput(name, target);
        converted.push(name);
      }
    }

    const summary = Object.entries(byCode)
      .map(([code, files]) => `${code}: ${files.length}`)
      .join(", ");
    console.info(`hostile corpus: ${names.length} files; refused ${summary}; converted ${converted.length} (${converted.join(", ")})`);

    const refusedNames = new Set(Object.values(byCode).flat());
    for (const name of names.filter((n) => /^patt_(read_passwd|convert_local)/.test(n))) expect(refusedNames.has(name), name).toBe(true);
    expect(byCode.unsupported_input).toContain("patt_convert_local_etc_passwd.svg");
    for (const bomb of ["fuzzdb_lottapixel.jpg", "fuzzdb_uber.gif", "sharp_giant-image.jpg"]) expect(byCode.media_too_large).toContain(bomb);
    for (const truncated of ["sharp_truncated.jpg", "sharp_truncated.png", "pillow_truncated_jpeg.jpg"]) expect(byCode.invalid_media).toContain(truncated);
  });
});
