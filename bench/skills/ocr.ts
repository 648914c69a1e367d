// OCR: this project's warm tesseract.js worker (extractText) vs a fresh worker per image (Tesseract.recognize), per image.
// Usage: npx tsx --conditions=react-server bench/skills/ocr.ts [--images 8]
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import Tesseract from "tesseract.js";
import { extractText } from "@/lib/domain/skills/local/extract-text";
import { releaseOcrWorker } from "@/lib/domain/skills/local/ocr-worker";
import { flag, intFlag, measureMode, printTable, runModes } from "./harness";

const images = intFlag("images", 8);

const PHRASES = ["DARKROOM 2026 INVOICE", "Total due 42.50 EUR", "Quarterly report, page 3", "Ship to: 221B Baker Street", "Order 7781 confirmed"];

type Kind = "label" | "page";

/** A one-line 900×160 label, or a 1240×1754 (A4 at 150 dpi) page of twenty lines. */
async function page(dir: string, kind: Kind, i: number): Promise<{ file: string; expected: string }> {
  const file = path.join(dir, `text-${i}.png`);
  const label = kind === "label";
  const lines = label ? [PHRASES[i % PHRASES.length]] : Array.from({ length: 20 }, (_, n) => `${PHRASES[(i + n) % PHRASES.length]}, item ${n + 1}`);
  const [width, height, size] = label ? [900, 160, 56] : [1240, 1754, 34];
  const body = lines.map((line, n) => `<text x="60" y="${100 + n * size * 2.2}">${line}</text>`).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><g font-family="DejaVu Sans" font-size="${size}" fill="#111">${body}</g></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
  return { file, expected: lines.join("\n") };
}

async function child(mode: string): Promise<void> {
  const kind: Kind = mode.endsWith("page") ? "page" : "label";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-bench-ocr-"));
  let exact = 0;
  try {
    const pages: { file: string; expected: string }[] = [];
    for (let i = 0; i < images; i++) pages.push(await page(dir, kind, i));
    const check = (text: string, i: number) => {
      // Tesseract separates paragraphs with blank lines; the words and line order are what must match.
      if (text.split("\n").filter((line) => line.trim()).join("\n") === pages[i].expected) exact++;
    };
    if (mode.startsWith("warm worker")) {
      await measureMode({ mode, images, note: () => `extractText; ${exact}/${images} read exactly`, work: async (i) => check((await extractText({ inputPath: pages[i].file })).text, i) });
      await releaseOcrWorker();
    } else {
      const eng = createRequire(path.join(process.cwd(), "package.json"))("@tesseract.js-data/eng") as { langPath: string };
      const langPath = path.join(path.dirname(eng.langPath), "4.0.0_best_int");
      await measureMode({
        mode,
        images,
        note: () => `Tesseract.recognize; ${exact}/${images} read exactly`,
        work: async (i) => check((await Tesseract.recognize(pages[i].file, "eng", { langPath, gzip: true, cacheMethod: "none" })).data.text, i),
      });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const mode = flag("mode");
  if (mode) return child(mode);
  console.log(`OCR, ${images} images per row (label: one line, 900×160; page: 20 lines, A4 at 150 dpi), ${os.cpus().length} cores`);
  printTable(await runModes(["warm worker, label", "fresh worker, label", "warm worker, page", "fresh worker, page"]), "ms");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
