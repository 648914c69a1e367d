// npm run bench:masks — the background model's candidate settings, each in its own process (so its peak
// memory is its own): CPU seconds per image and the masks' IoU against the package's own float16 model
// at graph optimisation "extended" (the setting shipped before issue 44) on the real photographs in
// test/fixtures/photos and a generated scene. A candidate is kept only at mean IoU ≥ 0.97 and none below 0.90.
// Usage: npx tsx --conditions=react-server bench/skills/masks.ts [--only name,name]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { InferenceSession, Tensor } from "onnxruntime-node";
import sharp from "sharp";
import { float16ModelAsFloat32 } from "@/lib/domain/skills/local/onnx-float32.mjs";
import { type CalibrationTable, quantizedModel } from "@/lib/domain/skills/local/onnx-quantize.mjs";
import { bundledModel, flag, measureMode, printTable, runModes } from "./harness";
import { writeScene } from "./scenes";

const SIDE = 1024;
const PHOTOS = "test/fixtures/photos";

type Candidate = { model: "/models/medium" | "/models/small"; float32?: boolean; quantized?: boolean; level: "extended" | "all" };

const CANDIDATES: Record<string, Candidate> = {
  "float16, extended (before)": { model: "/models/medium", level: "extended" },
  "float32, extended": { model: "/models/medium", float32: true, level: "extended" },
  "float32, all": { model: "/models/medium", float32: true, level: "all" },
  "8-bit where calibrated, all (shipped where the CPU has VNNI or dotprod)": { model: "/models/medium", float32: true, quantized: true, level: "all" },
  "float16, all": { model: "/models/medium", level: "all" },
  "small (uint8), extended": { model: "/models/small", level: "extended" },
};
const REFERENCE = "float16, extended (before)";

const masksDir = (dir: string, mode: string) => path.join(dir, mode.replace(/[^a-z0-9]+/gi, "-"));

async function child(mode: string, dir: string, inputs: string[]): Promise<void> {
  const candidate = CANDIDATES[mode];
  const bytes = bundledModel(candidate.model);
  const float32 = candidate.float32 ? float16ModelAsFloat32(bytes) : bytes;
  const table = JSON.parse(fs.readFileSync("lib/domain/skills/local/background-model-ranges.json", "utf8")) as CalibrationTable;
  const session = await InferenceSession.create(candidate.quantized ? quantizedModel(float32, table, "output") : float32, {
    graphOptimizationLevel: candidate.level,
    executionMode: "sequential",
    enableCpuMemArena: false,
    enableMemPattern: false,
  });
  const out = masksDir(dir, mode);
  fs.mkdirSync(out, { recursive: true });
  await measureMode({
    mode,
    images: inputs.length,
    work: async (i) => {
      const { width, height } = await sharp(inputs[i]).metadata();
      const rgb = await sharp(inputs[i]).flatten({ background: "#ffffff" }).resize(SIDE, SIDE, { fit: "fill" }).raw().toBuffer();
      const plane = SIDE * SIDE;
      const input = new Float32Array(3 * plane);
      for (let p = 0; p < plane; p++) for (let c = 0; c < 3; c++) input[p + c * plane] = (rgb[3 * p + c] - 128) / 256;
      const { output } = await session.run({ input: new Tensor("float32", input, [1, 3, SIDE, SIDE]) }, ["output"]);
      const mask = Uint8Array.from(output.data as Float32Array, (v) => Math.round(Math.min(1, Math.max(0, v)) * 255));
      await sharp(mask, { raw: { width: SIDE, height: SIDE, channels: 1 } }).resize(width, height, { fit: "fill" }).extractChannel(0).png().toFile(path.join(out, `${i}.png`));
    },
  });
}

/** Mean and lowest IoU of `mode`'s masks against the reference's, each pixel subject at 128 or more. */
async function iou(dir: string, mode: string, count: number): Promise<{ mean: number; min: number }> {
  const values: number[] = [];
  for (let i = 0; i < count; i++) {
    const read = (m: string) => sharp(path.join(masksDir(dir, m), `${i}.png`)).extractChannel(0).raw().toBuffer();
    const [a, b] = await Promise.all([read(REFERENCE), read(mode)]);
    let both = 0;
    let either = 0;
    for (let p = 0; p < a.length; p++) {
      if (a[p] >= 128 && b[p] >= 128) both++;
      if (a[p] >= 128 || b[p] >= 128) either++;
    }
    values.push(either ? both / either : 1);
  }
  return { mean: values.reduce((s, v) => s + v, 0) / values.length, min: Math.min(...values) };
}

async function main(): Promise<void> {
  const dir = flag("dir") ?? fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-bench-masks-"));
  const inputs = [...fs.readdirSync(PHOTOS).filter((f) => f.endsWith(".jpg")).sort().map((f) => path.join(PHOTOS, f)), path.join(dir, "scene-0.jpg")];
  const mode = flag("mode");
  if (mode) return child(mode, dir, inputs);
  await writeScene({ dir, i: 0, width: 1024, height: 768 });
  const only = flag("only")?.split(",");
  const modes = [REFERENCE, ...Object.keys(CANDIDATES).filter((m) => m !== REFERENCE && (!only || only.includes(m)))];
  try {
    // Each child is handed the same folder, so the reference's masks are there for the others' IoU.
    process.argv.push("--dir", dir);
    const reports = await runModes(modes);
    for (const report of reports) {
      const { mean, min } = await iou(dir, report.mode, inputs.length);
      report.note = `IoU mean ${mean.toFixed(4)}, min ${min.toFixed(4)}`;
    }
    console.log(`background model candidates on ${inputs.length} images (${PHOTOS} and a generated scene), ${SIDE}×${SIDE}, one at a time; ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)}`);
    printTable(reports, "s");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
