// npm run bench:masks — the background model's candidate settings, each in its own process (so its peak
// memory is its own): CPU seconds per image and the masks' IoU against the package's own float16 model
// at graph optimisation "extended" (the setting shipped before issue 44) on the real photographs in
// test/fixtures/photos and a generated scene. A candidate is kept only at mean IoU ≥ 0.97 and none below 0.90.
// Usage: npx tsx --conditions=react-server bench/skills/masks.ts [--only "name|name"] (the names have commas in them)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { InferenceSession } from "onnxruntime-node";
import sharp from "sharp";
import { float16ModelAsFloat32 } from "@/lib/domain/skills/local/onnx-float32.mjs";
import { bundledModelBytes, quantizedBackgroundModel } from "@/lib/domain/skills/local/background-model-file.mjs";
import { quantizedModel } from "@/lib/domain/skills/local/onnx-quantize.mjs";
import { modelSessionOptions } from "@/lib/domain/skills/local/model-session.mjs";
import { flag, measureMode, MODEL_SIDE, modelInput, printTable, runModes } from "./harness";
import { writeScene } from "./scenes";

const PHOTOS = "test/fixtures/photos";

/** `quantizedInput`: the input (so the first convolution) in 8 bits as well, as shipped before it stayed float32. */
type Candidate = { model: "/models/medium" | "/models/small"; float32?: boolean; quantized?: boolean; quantizedInput?: boolean; level: "extended" | "all" };

const CANDIDATES: Record<string, Candidate> = {
  "float16, extended (before)": { model: "/models/medium", level: "extended" },
  "float32, extended": { model: "/models/medium", float32: true, level: "extended" },
  "float32, all": { model: "/models/medium", float32: true, level: "all" },
  "8-bit where calibrated, all (shipped on x86 with AVX2 and Arm with dotprod)": { model: "/models/medium", float32: true, quantized: true, level: "all" },
  "8-bit, the input too, all (before)": { model: "/models/medium", float32: true, quantized: true, quantizedInput: true, level: "all" },
  "float16, all": { model: "/models/medium", level: "all" },
  "small (uint8), extended": { model: "/models/small", level: "extended" },
};
const REFERENCE = "float16, extended (before)";

/** The calibration table the service quantizes with. */
function calibration(): Record<string, [number, number]> {
  return JSON.parse(fs.readFileSync("lib/domain/skills/local/background-model-ranges.json", "utf8"));
}

const masksDir = (dir: string, mode: string) => path.join(dir, mode.replace(/[^a-z0-9]+/gi, "-"));

async function child(mode: string, dir: string, inputs: string[]): Promise<void> {
  const candidate = CANDIDATES[mode];
  const bytes = await bundledModelBytes(process.cwd(), candidate.model);
  const float32 = candidate.float32 ? float16ModelAsFloat32(bytes) : bytes;
  // The input's range as calibrated before it stayed float32: its values are (v − 128) / 256.
  const quantized = () => (candidate.quantizedInput ? quantizedModel(float32, { ...calibration(), input: [-0.5, 0.496216] }, "output") : quantizedBackgroundModel(float32));
  const session = await InferenceSession.create(candidate.quantized ? await quantized() : float32, { ...(await modelSessionOptions({ eightBitModel: candidate.quantized })), graphOptimizationLevel: candidate.level });
  const out = masksDir(dir, mode);
  fs.mkdirSync(out, { recursive: true });
  await measureMode({
    mode,
    images: inputs.length,
    work: async (i) => {
      const { width, height } = await sharp(inputs[i]).metadata();
      const { output } = await session.run({ input: await modelInput(inputs[i]) }, ["output"]);
      const mask = Uint8Array.from(output.data as Float32Array, (v) => Math.round(Math.min(1, Math.max(0, v)) * 255));
      await sharp(mask, { raw: { width: MODEL_SIDE, height: MODEL_SIDE, channels: 1 } }).resize(width, height, { fit: "fill" }).extractChannel(0).png().toFile(path.join(out, `${i}.png`));
    },
  });
}

/** Mean and lowest IoU of `mode`'s masks against the reference's, each pixel subject at 128 or more. */
async function iou(dir: string, mode: string, inputs: string[]): Promise<{ mean: number; min: number; lowest: string }> {
  const values: number[] = [];
  for (let i = 0; i < inputs.length; i++) {
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
  const min = Math.min(...values);
  return { mean: values.reduce((s, v) => s + v, 0) / values.length, min, lowest: path.basename(inputs[values.indexOf(min)], ".jpg") };
}

async function main(): Promise<void> {
  const dir = flag("dir") ?? fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-bench-masks-"));
  const inputs = [...fs.readdirSync(PHOTOS).filter((f) => f.endsWith(".jpg")).sort().map((f) => path.join(PHOTOS, f)), path.join(dir, "scene-0.jpg")];
  const mode = flag("mode");
  if (mode) return child(mode, dir, inputs);
  await writeScene({ dir, i: 0, width: 1024, height: 768 });
  const only = flag("only")?.split("|");
  const modes = [REFERENCE, ...Object.keys(CANDIDATES).filter((m) => m !== REFERENCE && (!only || only.includes(m)))];
  try {
    // Each child is handed the same folder, so the reference's masks are there for the others' IoU.
    process.argv.push("--dir", dir);
    const reports = await runModes(modes);
    for (const report of reports) {
      const { mean, min, lowest } = await iou(dir, report.mode, inputs);
      report.note = `IoU mean ${mean.toFixed(4)}, min ${min.toFixed(4)} (${lowest})`;
    }
    console.log(`background model candidates on ${inputs.length} images (${PHOTOS} and a generated scene), ${MODEL_SIDE}×${MODEL_SIDE}, one at a time; ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)}`);
    printTable(reports, "s");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
