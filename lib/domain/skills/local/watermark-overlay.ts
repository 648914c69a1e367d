import sharp from "sharp";

export const WATERMARK_POSITIONS = [
  "top-left",
  "top",
  "top-right",
  "left",
  "center",
  "right",
  "bottom-left",
  "bottom",
  "bottom-right",
] as const;

export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];

const FONT_FAMILY = "DejaVu Sans, sans-serif";
const PROBE_SIZE = 50;

/** Rendered width of one line of text in em, measured with the same renderer that draws the overlay. */
export async function measureTextEm(line: string): Promise<number> {
  const canvasWidth = [...line].length * PROBE_SIZE * 1.2 + PROBE_SIZE;
  const probe = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${canvasWidth}" height="${PROBE_SIZE * 2}">`,
    `<rect width="100%" height="100%" fill="#000000"/>`,
    `<text x="${PROBE_SIZE / 2}" y="${PROBE_SIZE * 1.4}" font-family="${FONT_FAMILY}" font-size="${PROBE_SIZE}" fill="#ffffff">${escapeXml(line)}</text></svg>`,
  ].join("");
  const { info } = await sharp(Buffer.from(probe)).trim({ background: "#000000" }).toBuffer({ resolveWithObject: true });
  return info.width / PROBE_SIZE;
}

/** An SVG the size of the image with one printable line of text (see `printableLine`) at `position`, ready to composite. */
export function buildWatermarkSvg({
  width,
  height,
  line,
  lineWidthEm,
  position,
  opacity,
  sizePercent,
  color,
}: {
  width: number;
  height: number;
  line: string;
  lineWidthEm: number;
  position: WatermarkPosition;
  opacity: number;
  sizePercent: number;
  color: string;
}): string {
  const wanted = (Math.min(width, height) * sizePercent) / 100;
  const margin = Math.max(2, wanted * 0.5);
  const fitting = (width - 2 * margin) / Math.max(lineWidthEm, 0.01);
  const fontSize = Math.max(1, Math.min(wanted, fitting));

  const horizontal = position.endsWith("left") ? "left" : position.endsWith("right") ? "right" : "center";
  const vertical = position.startsWith("top") ? "top" : position.startsWith("bottom") ? "bottom" : "middle";
  const x = horizontal === "left" ? margin : horizontal === "right" ? width - margin : width / 2;
  const anchor = horizontal === "left" ? "start" : horizontal === "right" ? "end" : "middle";
  // Baselines from DejaVu's ascent (~0.76 em) and descent (~0.24 em), since librsvg's dominant-baseline support is partial.
  const y = vertical === "top" ? margin + fontSize * 0.76 : vertical === "bottom" ? height - margin - fontSize * 0.24 : height / 2 + fontSize * 0.26;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">`,
    `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" text-anchor="${anchor}" font-family="${FONT_FAMILY}" font-size="${fontSize.toFixed(1)}"`,
    ` fill="${color}" fill-opacity="${opacity}" stroke="#000000" stroke-opacity="${(opacity * 0.35).toFixed(3)}" stroke-width="${(fontSize * 0.04).toFixed(2)}" paint-order="stroke">`,
    escapeXml(line),
    `</text></svg>`,
  ].join("");
}

/** The text as one line without the characters XML 1.0 forbids (they would make librsvg refuse the overlay). */
export function printableLine(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);
}
