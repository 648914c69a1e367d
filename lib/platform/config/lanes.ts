/**
 * Lanes keep kinds of work from holding each other's slots: `cpu` is local media work (sharp,
 * ffmpeg, ONNX), `io` is waiting on a provider's network call. Each job belongs to one lane, fixed
 * at enqueue; `WORKER_LANES` sets how many slots a process gives each lane.
 */
export const LANES = ["cpu", "io"] as const;
export type Lane = (typeof LANES)[number];

export type LaneSlots = Partial<Record<Lane, number>>;

/** Reads `cpu=2,io=8`; null when it is not that shape (an unknown lane, a repeated one, a bad count). */
export function parseLaneSlots(value: string): LaneSlots | null {
  const slots: LaneSlots = {};
  for (const entry of value.split(",").map((e) => e.trim()).filter(Boolean)) {
    const match = /^([a-z]+)\s*=\s*(\d{1,4})$/.exec(entry);
    if (!match || !(LANES as readonly string[]).includes(match[1]) || match[1] in slots) return null;
    slots[match[1] as Lane] = Number(match[2]);
  }
  return slots;
}
