// The camera-like photo the image benches convert.
import sharp from "sharp";

/** A 4000×3000 JPEG of about 3 MB, like a camera photo: shapes and gradients under grain. */
export async function makePhotoLikeJpeg(file: string): Promise<void> {
  const [w, h] = [4000, 3000];
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#2a5d8f"/><stop offset="1" stop-color="#f0c27b"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="1400" cy="1300" r="700" fill="#c0392b"/>` +
      `<rect x="2300" y="600" width="1200" height="1800" fill="#27ae60" opacity="0.8"/></svg>`,
  );
  const grain = await sharp({ create: { width: w, height: h, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 22 } } }).png().toBuffer();
  await sharp(scene).composite([{ input: grain, blend: "soft-light" }]).jpeg({ quality: 90 }).toFile(file);
}
