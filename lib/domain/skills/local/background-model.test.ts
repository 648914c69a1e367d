import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { MODEL_SIDE, backgroundModelPid, predictForegroundMask, releaseBackgroundModel, warmBackgroundModel } from "./background-model";

afterAll(releaseBackgroundModel);

const white = () => Buffer.alloc(MODEL_SIDE * MODEL_SIDE * 3, 255);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether the process has ended, reaped or not: an unreaped one still answers kill(pid, 0). Where /proc is missing, assumed ended. */
function exited(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.startsWith("Z") ?? false;
  } catch {
    return true;
  }
}

describe("background model process", () => {
  it("runs the model in its own process, which release stops and the next prediction starts again", { timeout: 300_000 }, async () => {
    await warmBackgroundModel();
    const first = backgroundModelPid();
    expect(first).toBeDefined();
    expect(first).not.toBe(process.pid);

    await releaseBackgroundModel();
    expect(backgroundModelPid()).toBeUndefined();
    expect(alive(first!)).toBe(false);

    const mask = await predictForegroundMask({ rgb: white() });
    expect(mask).toHaveLength(MODEL_SIDE * MODEL_SIDE);
    expect(backgroundModelPid()).toBeDefined();
    expect(backgroundModelPid()).not.toBe(first);
  });

  it("fails the prediction in flight when the model process dies, and the next one starts a fresh process", { timeout: 300_000 }, async () => {
    await warmBackgroundModel();
    const doomed = backgroundModelPid()!;
    const inFlight = predictForegroundMask({ rgb: white() });
    process.kill(doomed, "SIGKILL");
    // Killed before or after the image was sent: either way this prediction fails, never hangs.
    await expect(inFlight).rejects.toThrow(/The background model process (exited|cannot be reached)/);

    expect(await predictForegroundMask({ rgb: white() })).toHaveLength(MODEL_SIDE * MODEL_SIDE);
    expect(backgroundModelPid()).not.toBe(doomed);
  });

  it("starts a fresh process for the next prediction when the one it would use died unreported", { timeout: 300_000 }, async () => {
    await warmBackgroundModel();
    const doomed = backgroundModelPid()!;
    process.kill(doomed, "SIGKILL");
    // Blocks this thread until the process is gone, so its exit is not yet reported when both predictions are asked for.
    for (let i = 0; i < 500 && !exited(doomed); i++) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    const first = predictForegroundMask({ rgb: white() });
    const second = predictForegroundMask({ rgb: white() });
    await expect(first).rejects.toThrow(/The background model process (exited|cannot be reached)/);
    expect(await second).toHaveLength(MODEL_SIDE * MODEL_SIDE);
    expect(backgroundModelPid()).not.toBe(doomed);
  });

  it("refuses input of the wrong size without starting anything", async () => {
    await releaseBackgroundModel();
    await expect(predictForegroundMask({ rgb: Buffer.alloc(12) })).rejects.toThrow(/RGB bytes/);
    expect(backgroundModelPid()).toBeUndefined();
  });
});
