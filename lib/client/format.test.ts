import { describe, expect, it } from "vitest";
import { formatDate, formatNumber, formatRelativeTime } from "./format";

const now = Date.parse("2025-11-22T12:00:00Z");
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe("formatRelativeTime", () => {
  it.each([
    [5, "just now"],
    [60, "1 minute ago"],
    [5 * 60 + 20, "5 minutes ago"],
    [2 * 3600, "2 hours ago"],
    [26 * 3600, "yesterday"],
    [15 * 86400, "2 weeks ago"],
    [400 * 86400, "last year"],
  ])("%i seconds ago reads %j", (seconds, expected) => {
    expect(formatRelativeTime({ iso: ago(seconds), now })).toBe(expected);
  });
});

describe("formatDate and formatNumber", () => {
  it("writes a medium date and grouped numbers", () => {
    expect(formatDate("2025-11-22T12:00:00Z")).toBe("Nov 22, 2025");
    expect(formatNumber(1000)).toBe("1,000");
    expect(formatNumber(1234567)).toBe("1,234,567");
  });
});
