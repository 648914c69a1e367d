import { describe, expect, it } from "vitest";
import { createSerialQueue } from "./serial-queue";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("createSerialQueue", () => {
  it("runs tasks one at a time in arrival order, and a failure does not block the next", async () => {
    const queue = createSerialQueue();
    const events: string[] = [];
    let running = 0;
    const task = (name: string, ms: number, fail = false) =>
      queue(async () => {
        running++;
        expect(running).toBe(1);
        events.push(`start ${name}`);
        await sleep(ms);
        events.push(`end ${name}`);
        running--;
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([task("a", 20), task("b", 5, true), task("c", 1)]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : (r.reason as Error).message))).toEqual(["a", "b", "c"]);
    expect(results[1].status).toBe("rejected");
    expect(events).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  });
});
