import { spawn } from "node:child_process";
import { Tensor } from "onnxruntime-node";
import sharp from "sharp";

/** What one mode measured, in its own process so peak memory is its own. */
export type ModeReport = {
  mode: string;
  images: number;
  firstSeconds: number;
  warmSeconds: number[];
  /** CPU time (user + system, all threads) per warm image: steadier than wall time on a shared machine. */
  warmCpuSeconds: number;
  peakRssMb: number;
  /** Resident memory after the last image: what a warm process keeps holding. */
  endRssMb: number;
  note?: string;
};

const MARKER = "BENCH_REPORT ";

export function flag(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

export function intFlag(name: string, fallback: number): number {
  const value = Number(flag(name) ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
}

/** Runs this script again once per mode (`--mode <name>`, other flags passed on) and collects each child's report. */
export async function runModes(modes: string[]): Promise<ModeReport[]> {
  const reports: ModeReport[] = [];
  for (const mode of modes) {
    process.stderr.write(`running ${mode}…\n`);
    reports.push(await runChild(mode));
  }
  return reports;
}

function runChild(mode: string): Promise<ModeReport> {
  const args = [...process.execArgv, process.argv[1], ...process.argv.slice(2), "--mode", mode];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      const line = stdout.split("\n").find((l) => l.startsWith(MARKER));
      if (code !== 0 || !line) return reject(new Error(`mode ${mode} exited with ${code}\n${stdout}`));
      resolve(JSON.parse(line.slice(MARKER.length)) as ModeReport);
    });
  });
}

/** Times `work(i)` for each image in this process and prints the report for the parent. */
export async function measureMode({
  mode,
  images,
  work,
  note,
}: {
  mode: string;
  images: number;
  work: (i: number) => Promise<void>;
  /** Read after the last image, so it can report what the work found. */
  note?: () => string;
}): Promise<void> {
  const seconds: number[] = [];
  let warmCpuMicros = 0;
  for (let i = 0; i < images; i++) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    await work(i);
    seconds.push((performance.now() - start) / 1000);
    const used = process.cpuUsage(cpu);
    if (i > 0) warmCpuMicros += used.user + used.system;
  }
  const report: ModeReport = {
    mode,
    images,
    firstSeconds: seconds[0],
    warmSeconds: seconds.slice(1),
    warmCpuSeconds: images > 1 ? warmCpuMicros / 1e6 / (images - 1) : 0,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    endRssMb: process.memoryUsage().rss / 1024 / 1024,
    note: note?.(),
  };
  process.stdout.write(`${MARKER}${JSON.stringify(report)}\n`);
}

export function printTable(reports: ModeReport[], unit: "s" | "ms"): void {
  const scale = unit === "ms" ? 1000 : 1;
  const fmt = (seconds: number | undefined) => (seconds === undefined ? "—" : (seconds * scale).toFixed(unit === "ms" ? 0 : 2));
  const rows = reports.map((r) => {
    const warm = [...r.warmSeconds].sort((a, b) => a - b);
    const mean = warm.length ? warm.reduce((a, b) => a + b, 0) / warm.length : undefined;
    return [r.mode, String(r.images), fmt(r.firstSeconds), fmt(mean), fmt(warm[Math.floor(warm.length / 2)]), fmt(warm.at(-1)), fmt(r.warmCpuSeconds), r.peakRssMb.toFixed(0), r.endRssMb.toFixed(0), r.note ?? ""];
  });
  const header = ["mode", "images", `first (${unit})`, `warm mean (${unit})`, `warm p50 (${unit})`, `warm max (${unit})`, `warm CPU (${unit})`, "peak RSS (MB)", "RSS after (MB)", "note"];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, c) => cell.padEnd(widths[c])).join(" | ")} |`;
  console.log([line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n"));
}

/** Side of the background model's square input. */
export const MODEL_SIDE = 1024;

/** The background model's input for an image file, prepared as the service prepares it (white behind transparency, squeezed to the square, (v − 128) / 256, planar). */
export async function modelInput(file: string): Promise<Tensor> {
  const rgb = await sharp(file).flatten({ background: "#ffffff" }).resize(MODEL_SIDE, MODEL_SIDE, { fit: "fill" }).raw().toBuffer();
  const plane = MODEL_SIDE * MODEL_SIDE;
  const input = new Float32Array(3 * plane);
  for (let p = 0; p < plane; p++) for (let c = 0; c < 3; c++) input[p + c * plane] = (rgb[3 * p + c] - 128) / 256;
  return new Tensor("float32", input, [1, 3, MODEL_SIDE, MODEL_SIDE]);
}
