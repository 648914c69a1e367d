import { describe, expect, it } from "vitest";
import { createId, hasIdPrefix, randomBase62, type IdKind } from "./ids";

const EXPECTED_PREFIXES: Record<IdKind, string> = {
  account: "acc",
  key: "key",
  session: "ses",
  job: "job",
  run: "run",
  step: "stp",
  asset: "ast",
  gallery: "gal",
  recipe: "rcp",
  ledger: "led",
  blob: "blb",
  feedback: "fbk",
  selection: "sel",
  webhook: "whk",
  delivery: "whd",
  batch: "bat",
  uploadToken: "utk",
  testAccount: "tac",
};

describe("createId", () => {
  it("prefixes each kind from the closed list, followed by 24 base62 characters", () => {
    for (const [kind, prefix] of Object.entries(EXPECTED_PREFIXES) as Array<[IdKind, string]>) {
      const id = createId(kind);
      expect(id).toMatch(new RegExp(`^${prefix}_[0-9A-Za-z]{24}$`));
      expect(hasIdPrefix(kind, id)).toBe(true);
    }
  });

  it("never repeats an id", () => {
    const ids = Array.from({ length: 5000 }, () => createId("job"));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("sorts in creation order even when many ids are made within one millisecond", () => {
    const ids = Array.from({ length: 2000 }, () => createId("ledger"));
    expect([...ids].sort()).toEqual(ids);
  });

  it("sorts by creation time as plain strings", () => {
    const realNow = Date.now;
    const times = [1_700_000_000_000, 1_700_000_000_001, 1_800_000_000_000, 4_000_000_000_000];
    try {
      const ids = times.map((t) => {
        Date.now = () => t;
        return createId("asset");
      });
      expect([...ids].reverse().sort()).toEqual(ids);
    } finally {
      Date.now = realNow;
    }
  });
});

describe("hasIdPrefix", () => {
  it("tells a run id from a job id", () => {
    expect(hasIdPrefix("run", createId("run"))).toBe(true);
    expect(hasIdPrefix("job", createId("run"))).toBe(false);
    expect(hasIdPrefix("run", "running")).toBe(false);
  });
});

describe("randomBase62", () => {
  it("uses all 62 characters and nothing else", () => {
    const text = randomBase62(20_000);
    expect(text).toMatch(/^[0-9A-Za-z]{20000}$/);
    expect(new Set(text).size).toBe(62);
  });
});
