// npm run bench:calibrate — the background model's calibration table (lib/domain/skills/local/background-model-ranges.json):
// each activation the 8-bit model quantizes, with the range that holds 99.99 % of its values on the photographs in
// test/fixtures/photos. The side outputs (one channel each, fed to the mask's sigmoid) stay float32, and so does the
// innermost stage: its dilated convolutions at 32² are no faster in 8 bits (docs/benchmarks.md). So does the input,
// and with it the first convolution: on AVX2 without VNNI its 8-bit products saturated (dandelion seeds 0.960 IoU, 0.975 in float32).
// Usage: npx tsx --conditions=react-server bench/skills/calibrate.ts [--out file] [--float32 <regular expression of the tensor names kept float32>] [--photos a.jpg,b.jpg (of test/fixtures/photos; all by default)]
import fs from "node:fs";
import path from "node:path";
import { InferenceSession } from "onnxruntime-node";
import { float16ModelAsFloat32 } from "@/lib/domain/skills/local/onnx-float32.mjs";
import { bundledModelBytes } from "@/lib/domain/skills/local/background-model-file.mjs";
import { withActivationOutputs } from "@/lib/domain/skills/local/onnx-quantize.mjs";
import { flag, modelInput } from "./harness";

const PHOTOS = "test/fixtures/photos";
const OUT = flag("out") ?? "lib/domain/skills/local/background-model-ranges.json";
/** What stays float32 (tensor names). */
const FLOAT32_PARTS = new RegExp(flag("float32") ?? "^input$|^/stage6/|^/side\\d|^/Resize_([5-9]|10)_");
/** Share of each activation's values (by magnitude) its range must hold: the largest 0.01 % are clipped. */
const COVERED = 0.9999;
const BINS = 4096;

type Histogram = { top: number; positive: Float64Array; negative: Float64Array };

/** The magnitude below which `COVERED` of a histogram's values lie. */
function covering(counts: Float64Array, top: number): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return 0;
  let seen = 0;
  for (let bin = 0; bin < counts.length; bin++) {
    seen += counts[bin];
    if (seen >= COVERED * total) return ((bin + 1) * top) / BINS;
  }
  return top;
}

async function main(): Promise<void> {
  const { model, activations } = withActivationOutputs(float16ModelAsFloat32(await bundledModelBytes(process.cwd(), "/models/medium")), "output");
  const names = activations.filter((name) => !FLOAT32_PARTS.test(name));
  const session = await InferenceSession.create(model, { graphOptimizationLevel: "basic", enableCpuMemArena: false });
  const chosen = flag("photos")?.split(",");
  const photos = fs.readdirSync(PHOTOS).filter((file) => file.endsWith(".jpg") && (!chosen || chosen.includes(file))).sort().map((file) => path.join(PHOTOS, file));

  // Two passes: the first finds each activation's largest magnitude, the second bins the values up to it.
  const largest = new Map<string, number>();
  const histograms = new Map<string, Histogram>();
  for (const pass of ["range", "histogram"] as const) {
    for (const photo of photos) {
      const outputs = await session.run({ input: await modelInput(photo) }, names);
      for (const name of names) {
        const values = outputs[name].data as Float32Array;
        if (pass === "range") {
          let top = largest.get(name) ?? 0;
          for (let i = 0; i < values.length; i++) top = Math.max(top, Math.abs(values[i]));
          largest.set(name, top);
        } else {
          const top = largest.get(name) || 1;
          const histogram = histograms.get(name) ?? { top, positive: new Float64Array(BINS), negative: new Float64Array(BINS) };
          histograms.set(name, histogram);
          for (let i = 0; i < values.length; i++) {
            const value = values[i];
            const bin = Math.min(BINS - 1, Math.floor((Math.abs(value) / top) * BINS));
            (value < 0 ? histogram.negative : histogram.positive)[bin]++;
          }
        }
        outputs[name].dispose();
      }
      process.stderr.write(`${pass}: ${photo}\n`);
    }
  }

  const table: Record<string, [number, number]> = {};
  for (const name of names) {
    const { top, positive, negative } = histograms.get(name)!;
    const round = (value: number) => Number(value.toPrecision(6));
    table[name] = [round(-covering(negative, top)), round(covering(positive, top))];
  }
  fs.writeFileSync(OUT, `${JSON.stringify(table, null, 1)}\n`);
  console.log(`${names.length} activations of ${activations.length} calibrated on ${photos.length} photographs → ${OUT}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
