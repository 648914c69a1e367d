import { execFile } from "node:child_process";
import { promisify } from "node:util";
import sharp from "sharp";
import { binaryPath } from "@/lib/platform/media/ffmpeg";

const execFileAsync = promisify(execFile);

/** Baseline for image convert: plain sharp, 4000×3000 JPEG → 800 px wide WebP at quality 85. */
export async function plainSharpConvert(inputPath: string, outputPath: string): Promise<void> {
  await sharp(inputPath).rotate().resize({ width: 800 }).webp({ quality: 85 }).toFile(outputPath);
}

/** Baseline for video convert: plain ffmpeg with convertVideo's mp4 settings at quality 85 (x264 veryfast CRF 23, AAC 128 kb/s). */
export async function plainFfmpegConvert(inputPath: string, outputPath: string): Promise<void> {
  await execFileAsync(binaryPath("ffmpeg"), [
    "-hide_banner", "-nostdin", "-loglevel", "error", "-y",
    "-i", inputPath,
    "-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-pix_fmt", "yuv420p", "-movflags", "+faststart",
    "-vsync", "vfr", "-c:a", "aac", "-b:a", "128k",
    "-f", "mp4", outputPath,
  ]);
}
