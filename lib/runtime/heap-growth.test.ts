import { describe, expect, it } from "vitest";
import { heapGrowthFlag } from "./heap-growth";

describe("heapGrowthFlag", () => {
  it("fixes the heap's growth at twice the live heap by default", () => {
    expect(heapGrowthFlag([])).toBe("--heap-growing-percent=100");
    expect(heapGrowthFlag(["--enable-source-maps", "--max-old-space-size=2048"])).toBe("--heap-growing-percent=100");
  });

  it("leaves a growth the command line sets to the operator, in either spelling", () => {
    expect(heapGrowthFlag(["--heap-growing-percent=30"])).toBeNull();
    expect(heapGrowthFlag(["--heap_growing_percent=0"])).toBeNull();
  });
});
