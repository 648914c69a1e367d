import { describe, expect, it } from "vitest";
import { parseLaneSlots } from "./lanes";

describe("parseLaneSlots (WORKER_LANES)", () => {
  it("reads slots per lane; a lane left out is absent, =0 takes none", () => {
    expect(parseLaneSlots("cpu=2,io=8")).toEqual({ cpu: 2, io: 8 });
    expect(parseLaneSlots(" io = 16 ")).toEqual({ io: 16 });
    expect(parseLaneSlots("cpu=0,io=4")).toEqual({ cpu: 0, io: 4 });
  });

  it("refuses an unknown lane, a repeated one and a count that is not a whole number", () => {
    for (const bad of ["gpu=1", "cpu=1,cpu=2", "cpu=-1", "cpu=1.5", "cpu", "cpu=2;io=8", "cpu=99999"]) expect(parseLaneSlots(bad), bad).toBeNull();
  });
});
