import { describe, expect, it } from "vitest";
import { ApiError, isApiError } from "@/lib/core/errors";
import { FairGate, type GateLimits } from "./render-gate";

const gate = (limits: Partial<GateLimits> = {}) => new FairGate(() => ({ slots: 2, perAccount: 1, waitingPerAccount: 8, ...limits }));

/** Settles pending promise callbacks. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

/** Enters the gate and records, in `order`, the account that got its place. */
function track(g: FairGate, order: string[], account: string, signal?: AbortSignal) {
  const entered = g.enter(account, signal).then((leave) => {
    order.push(account);
    return leave;
  });
  entered.catch(() => {});
  return entered;
}

describe("FairGate", () => {
  it("keeps one account to its share of the slots, so another account's first render gets a place at once", async () => {
    const g = gate();
    const order: string[] = [];
    const heavy = Array.from({ length: 5 }, () => track(g, order, "heavy"));
    await settled();
    expect(g.counts("heavy")).toEqual({ running: 1, waiting: 4 });
    const light = track(g, order, "light");
    await settled();
    expect(order).toEqual(["heavy", "light"]);
    (await light)();
    await settled();
    // The light account's place is free again, but the heavy one is held to its share.
    expect(g.counts()).toEqual({ running: 1, waiting: 4 });
    (await heavy[0])();
    await settled();
    expect(order).toEqual(["heavy", "light", "heavy"]);
  });

  it("gives a freed place to the waiting account with the fewest running, then the one whose last turn is oldest", async () => {
    const g = gate({ slots: 1 });
    const order: string[] = [];
    const leaves: Array<() => void> = [];
    const enter = (account: string) => void track(g, order, account).then((leave) => leaves.push(leave));
    for (const account of ["a", "a", "a", "b", "c", "b"]) enter(account);
    await settled();
    expect(order).toEqual(["a"]);
    // Each render ends in turn; the one that got the place last gives it up next.
    for (let turn = 0; turn < 5; turn++) {
      leaves.at(-1)!();
      await settled();
    }
    expect(order).toEqual(["a", "b", "c", "a", "b", "a"]);
  });

  it("tells an account with too many waiting to come back (503 overloaded, Retry-After) and nobody else", async () => {
    const g = gate({ slots: 1, waitingPerAccount: 2 });
    const order: string[] = [];
    track(g, order, "heavy");
    track(g, order, "heavy");
    track(g, order, "heavy");
    const refused = await g.enter("heavy").catch((error: unknown) => error);
    expect(isApiError(refused) && refused.code === "overloaded" && refused.headers["Retry-After"]).toBe("2");
    track(g, order, "light");
    await settled();
    expect(g.counts("light")).toEqual({ running: 0, waiting: 1 });
  });

  it("drops a waiter whose signal aborts: it never gets a place, and the next account's does", async () => {
    const g = gate({ slots: 1 });
    const order: string[] = [];
    const first = await track(g, order, "a");
    const abandon = new AbortController();
    const gone = track(g, order, "b", abandon.signal);
    const next = track(g, order, "c");
    await settled();
    abandon.abort();
    await expect(gone).rejects.toSatisfy(isApiError);
    expect(g.counts("b")).toEqual({ running: 0, waiting: 0 });
    first();
    await next;
    expect(order).toEqual(["a", "c"]);
    await expect(g.enter("d", abandon.signal)).rejects.toSatisfy(isApiError);
  });

  it("on close refuses every waiter and every later entry with the error given; places held are given up as before", async () => {
    const g = gate({ slots: 1 });
    const order: string[] = [];
    const held = await track(g, order, "a");
    const waiting = track(g, order, "b");
    const error = new ApiError("unavailable", "shutting down");
    g.close(error);
    await expect(waiting).rejects.toBe(error);
    await expect(g.enter("c")).rejects.toBe(error);
    held();
    held();
    expect(g.counts()).toEqual({ running: 0, waiting: 0 });
  });
});
