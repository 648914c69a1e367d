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

  it("refuses input of the wrong size without starting anything", async () => {
    await releaseBackgroundModel();
    await expect(predictForegroundMask({ rgb: Buffer.alloc(12) })).rejects.toThrow(/RGB bytes/);
    expect(backgroundModelPid()).toBeUndefined();
  });
});
