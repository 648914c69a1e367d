// The photo-like scenes the background-removal benches send: a sky gradient, a figure at a varying place,
// and a ball (the model counts it as background), each index a different hue and place.
import path from "node:path";
import sharp from "sharp";

export const figureX = (i: number, width: number) => width * (0.35 + 0.06 * (i % 4));

/** Writes scene `i` as a JPEG of `width`×`height` in `dir` and returns its path. */
export async function writeScene({ dir, i, width, height }: { dir: string; i: number; width: number; height: number }): Promise<string> {
  const file = path.join(dir, `scene-${i}.jpg`);
  const hue = (i * 67) % 360;
  const cx = figureX(i, width);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,75%)"/><stop offset="1" stop-color="hsl(${hue},30%,92%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <ellipse cx="${cx}" cy="${height * 0.3}" rx="${width * 0.07}" ry="${height * 0.12}" fill="#e0ac8a"/>
    <path d="M${cx - width * 0.16} ${height} q0 ${-height * 0.5} ${width * 0.16} ${-height * 0.55} q${width * 0.16} ${height * 0.05} ${width * 0.16} ${height * 0.55}z" fill="hsl(${(hue + 180) % 360},50%,35%)"/>
    <circle cx="${width * 0.8}" cy="${height * 0.75}" r="${height * 0.1}" fill="#c0392b"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(file);
  return file;
}
