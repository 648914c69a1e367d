// Background removal: this project's warm session vs @imgly/background-removal-node's own removeBackground, per image.
// Usage: npx tsx bench/skills/background-remover.ts [--images 5] [--width 1280] [--height 960]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { removeBackground as removeWithLibrary } from "@imgly/background-removal-node";
import sharp from "sharp";
import { warmBackgroundModel } from "@/lib/skills/local/background-model";
import { removeBackground } from "@/lib/skills/local/background-remover";
import { flag, intFlag, measureMode, printTable, runModes } from "./harness";

const images = intFlag("images", 5);
const width = intFlag("width", 1280);
const height = intFlag("height", 960);

/** A different photo-like scene per index: sky gradient, a figure at a varying place, and a ball (the model counts it as background). */
async function scene(dir: string, i: number): Promise<string> {
  const file = path.join(dir, `scene-${i}.jpg`);
  const hue = (i * 67) % 360;
  const cx = figureX(i);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,75%)"/><stop offset="1" stop-color="hsl(${hue},30%,92%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <ellipse cx="${cx}" cy="${height * 0.3}" rx="${width * 0.07}" ry="${height * 0.12}" fill="#e0ac8a"/>
    <path d="M${cx - width * 0.16} ${height} q0 ${-height * 0.5} ${width * 0.16} ${-height * 0.55} q${width * 0.16} ${height * 0.05} ${width * 0.16} ${height * 0.55}z" fill="hsl(${(hue + 180) % 360},50%,35%)"/>
    <circle cx="${width * 0.8}" cy="${height * 0.75}" r="${height * 0.1}" fill="#c0392b"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(file);
  return file;
}

const figureX = (i: number) => width * (0.35 + 0.06 * (i % 4));

/** Mean alpha (0–255) of the sky's top-left corner and of the figure's torso in a cut-out of scene `i`. */
async function alphaMeans(file: string, i: number): Promise<{ sky: number; figure: number }> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const mean = (x0: number, y0: number, size: number) => {
    let sum = 0;
    for (let y = y0; y < y0 + size; y++) for (let x = x0; x < x0 + size; x++) sum += data[(y * info.width + x) * 4 + 3];
    return sum / (size * size);
  };
  const box = Math.round(height * 0.05);
  return { sky: mean(0, 0, box * 2), figure: mean(Math.round(figureX(i) - box / 2), Math.round(height * 0.8 - box / 2), box) };
}

async function child(mode: string): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-bench-bg-"));
  try {
    const inputs: string[] = [];
    for (let i = 0; i < images; i++) inputs.push(await scene(dir, i));
    const output = (i: number) => path.join(dir, `out-${i}.png`);
    const scores = { sky: 0, figure: 0 };
    const score = async (i: number) => {
      const means = await alphaMeans(output(i), i);
      scores.sky += means.sky / images;
      scores.figure += means.figure / images;
    };
    const note = (what: string) => () => `${what}; mean alpha sky ${scores.sky.toFixed(1)}, figure ${scores.figure.toFixed(1)}`;
    const ours = (i: number) => removeBackground({ inputPath: inputs[i], outputPath: output(i) }).then(() => score(i));
    if (mode === "warm session") {
      await measureMode({ mode, images, note: note("lazy load in first call"), work: ours });
    } else if (mode === "warm, preloaded") {
      await warmBackgroundModel();
      await measureMode({ mode, images, note: note("warmBackgroundModel() first"), work: ours });
    } else {
      await measureMode({
        mode,
        images,
        note: note("@imgly removeBackground(path, { model: 'medium' })"),
        work: async (i) => {
          const blob = await removeWithLibrary(inputs[i], { model: "medium", output: { format: "image/png" } });
          fs.writeFileSync(output(i), Buffer.from(await blob.arrayBuffer()));
          await score(i);
        },
      });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const mode = flag("mode");
  if (mode) return child(mode);
  console.log(`background removal, ${images} images of ${width}×${height}, medium model, ${os.cpus().length} cores`);
  printTable(await runModes(["warm session", "warm, preloaded", "library per call"]), "s");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
