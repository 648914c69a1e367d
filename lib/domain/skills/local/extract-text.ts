import { z } from "zod";
import { mediaLimits } from "@/lib/platform/media/limits";
import { openImage, runSharp } from "./open-image";
import { recognizeText } from "./ocr-worker";
import { parseOptions } from "@/lib/core/parse-options";
import type { InlineSkillArgs, TextResult } from "./types";
import { LIMITS } from "@/lib/platform/config/limits";

export const ExtractTextOptions = z
  .object({
    mode: z
      .enum(["auto", "block", "line", "sparse"])
      .default("auto")
      .describe("Layout: auto (pages, columns), block (one uniform block), line (a single line), sparse (scattered text such as signs)"),
  })
  .strict();

export type TextLine = { text: string; confidence: number; bbox: { x0: number; y0: number; x1: number; y1: number } };

export type ExtractedText = { confidence: number; lines: TextLine[] };

// Past ~16 MP the text is large enough to read at a smaller scale, and tesseract's memory grows with pixels.
const MAX_OCR_PIXELS = 4096 * 4096;
const MAX_OCR_MS = LIMITS.ocrSeconds.value * 1000;

/** English OCR (tesseract, offline): the text, its mean confidence (0–100) and each line with its box in input pixels. */
export async function extractText({ inputPath, options }: InlineSkillArgs<z.input<typeof ExtractTextOptions>>): Promise<TextResult<ExtractedText>> {
  const o = parseOptions({ schema: ExtractTextOptions, options });
  const input = await openImage({ inputPath });
  const scale = Math.min(1, Math.sqrt(MAX_OCR_PIXELS / (input.width * input.height)));
  const image = await runSharp(() =>
    input
      .pipeline()
      .flatten({ background: "#ffffff" })
      .resize(Math.max(1, Math.round(input.width * scale)), Math.max(1, Math.round(input.height * scale)), { fit: "fill" })
      .grayscale()
      .png({ compressionLevel: 1 })
      .toBuffer(),
  );
  const page = await recognizeText({ image, mode: o.mode, timeoutMs: Math.min(mediaLimits().timeoutMs, MAX_OCR_MS) });
  const lines = (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines
        .map((line) => ({
          text: line.text.trim(),
          confidence: Math.round(line.confidence * 10) / 10,
          bbox: {
            x0: Math.round(line.bbox.x0 / scale),
            y0: Math.round(line.bbox.y0 / scale),
            x1: Math.round(line.bbox.x1 / scale),
            y1: Math.round(line.bbox.y1 / scale),
          },
        }))
        .filter((line) => line.text.length > 0),
    ),
  );
  return { text: page.text.trim(), data: { confidence: lines.length ? Math.round(page.confidence * 10) / 10 : 0, lines } };
}
