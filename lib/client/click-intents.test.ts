import { describe, expect, it } from "vitest";
import { ClickIntents } from "./click-intents";

describe("ClickIntents", () => {
  it("ignores a click while the request is in flight", () => {
    const clicks = new ClickIntents();
    expect(clicks.begin("a", 0)).toMatch(/^wb_[0-9a-f]{32}$/);
    expect(clicks.begin("a", 10)).toBeNull();
  });

  it("ignores the second click of a double-click that came after a fast answer, and takes the same request later as a new intent", () => {
    const clicks = new ClickIntents();
    const first = clicks.begin("a", 0);
    clicks.end(20, { keyOutlives: false });
    expect(clicks.begin("a", 120)).toBeNull();
    const later = clicks.begin("a", 520);
    expect(later).not.toBeNull();
    expect(later).not.toBe(first);
  });

  it("sends a changed request at once, under a new key", () => {
    const clicks = new ClickIntents();
    const first = clicks.begin("a", 0);
    clicks.end(20, { keyOutlives: false });
    const changed = clicks.begin("b", 30);
    expect(changed).not.toBeNull();
    expect(changed).not.toBe(first);
  });

  it("retries with the same key when the server may have kept no answer, even at once, and with a new one after a refusal", () => {
    const clicks = new ClickIntents();
    const first = clicks.begin("a", 0);
    clicks.end(20, { keyOutlives: true });
    expect(clicks.begin("a", 60)).toBe(first);
    clicks.end(1020, { keyOutlives: false });
    const next = clicks.begin("a", 2000);
    expect(next).not.toBeNull();
    expect(next).not.toBe(first);
  });
});
