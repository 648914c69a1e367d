import os from "node:os";
import { describe, expect, it } from "vitest";
import { modelSessionOptions, physicalCores } from "./model-session.mjs";

const cpu = (processor: number, physical: number, core: number) => `processor\t: ${processor}\nphysical id\t: ${physical}\ncore id\t\t: ${core}\nflags\t\t: fpu avx2\n`;

describe("physicalCores", () => {
  it("counts each core once, its hyperthreads not again, across sockets", () => {
    expect(physicalCores([cpu(0, 0, 0), cpu(1, 0, 1)].join("\n"), 2)).toBe(2);
    expect(physicalCores([cpu(0, 0, 0), cpu(1, 0, 1), cpu(2, 0, 0), cpu(3, 0, 1)].join("\n"), 4)).toBe(2);
    expect(physicalCores([cpu(0, 0, 0), cpu(1, 1, 0)].join("\n"), 2)).toBe(2);
  });

  it("never counts more than the process may run on, and takes that where the text names no cores", () => {
    expect(physicalCores([cpu(0, 0, 0), cpu(1, 0, 1), cpu(2, 0, 2), cpu(3, 0, 3)].join("\n"), 2)).toBe(2);
    expect(physicalCores("processor\t: 0\nFeatures\t: fp asimd\n\nprocessor\t: 1\nFeatures\t: fp asimd\n", 2)).toBe(2);
    expect(physicalCores("", 3)).toBe(3);
    expect(physicalCores("", 0)).toBe(1);
  });
});

describe("modelSessionOptions", () => {
  it("keeps onnxruntime's arena for the 8-bit model only (the float models' would hold gigabytes), never the memory pattern", async () => {
    expect(await modelSessionOptions({ eightBitModel: true })).toMatchObject({ enableCpuMemArena: true, enableMemPattern: false });
    expect(await modelSessionOptions({ eightBitModel: false })).toMatchObject({ enableCpuMemArena: false, enableMemPattern: false });
    const { intraOpNumThreads } = await modelSessionOptions();
    expect(intraOpNumThreads).toBeGreaterThanOrEqual(1);
    expect(intraOpNumThreads).toBeLessThanOrEqual(os.availableParallelism());
  });
});
