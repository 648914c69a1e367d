// @ts-check
import fs from "node:fs/promises";
import os from "node:os";
import { runsEightBitModel } from "./background-model-file.mjs";

/**
 * How the background model's session runs, beside the graph optimisation level (the model process uses "all";
 * `npm run bench:masks` compares levels):
 * - the CPU's physical cores as threads, as onnxruntime means to pick by default, counted here because its own
 *   count can come out at one (a 2-core AMD EPYC family 26 guest: 1.9 s an image on one thread, 1.0 s on two);
 * - with the 8-bit model, onnxruntime's CPU arena, so an image's tensors reuse the last image's memory instead of
 *   faulting in fresh pages (0.42 against 1.2 s an image on that guest); it holds the model process at its peak
 *   until MODEL_IDLE_SECONDS stops it. The float32 model runs without one (the float16 model's arena held 2.3 GB);
 * - no memory pattern: it adds a planned copy of every tensor to the peak (1133 against 705 MB).
 * @param {{ eightBitModel?: boolean }} [model] which model the session runs (by default, the one this CPU runs)
 * @returns {Promise<import("onnxruntime-node").InferenceSession.SessionOptions>}
 */
export async function modelSessionOptions({ eightBitModel } = {}) {
  const cpuinfo = await fs.readFile("/proc/cpuinfo", "utf8").catch(() => "");
  return {
    intraOpNumThreads: physicalCores(cpuinfo, os.availableParallelism()),
    executionMode: "sequential",
    enableCpuMemArena: eightBitModel ?? runsEightBitModel(cpuinfo),
    enableMemPattern: false,
  };
}

/**
 * Distinct (physical id, core id) pairs in /proc/cpuinfo, at most `available`; `available` where the text
 * names no cores (Arm, or off Linux).
 * @param {string} cpuinfo
 * @param {number} available
 */
export function physicalCores(cpuinfo, available) {
  const cores = new Set();
  for (const block of cpuinfo.split(/\n\s*\n/)) {
    const core = block.match(/^core id\s*:\s*(\d+)/m)?.[1];
    if (core !== undefined) cores.add(`${block.match(/^physical id\s*:\s*(\d+)/m)?.[1] ?? 0}:${core}`);
  }
  return Math.max(1, Math.min(available, cores.size || available));
}
