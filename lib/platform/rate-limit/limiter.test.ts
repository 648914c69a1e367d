import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { consumeRequest, rateLimitHeaders } from "./limiter";

// Limiters live for the whole process, so every test spends the bucket of a subject of its own.
const subject = () => `key:key_${randomBytes(6).toString("hex")}`;

async function spend(who: string, times: number, limitPerMinute = 60) {
  const decisions = [];
  for (let i = 0; i < times; i++) decisions.push(await consumeRequest({ subject: who, limitPerMinute }));
  return decisions;
}

describe("consumeRequest", () => {
  it("allows 60 requests a minute on a 60 rpm ceiling, counting down, and refuses the 61st with a reset time", async () => {
    const decisions = await spend(subject(), 61);
    expect(decisions.slice(0, 60).every((d) => d.allowed)).toBe(true);
    expect(decisions.slice(0, 60).map((d) => d.remaining)).toEqual(Array.from({ length: 60 }, (_, i) => 59 - i));
    const refused = decisions[60];
    expect(refused).toMatchObject({ allowed: false, limit: 60, remaining: 0 });
    expect(refused.resetSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.resetSeconds).toBeLessThanOrEqual(60);
  });

  it("leaves another subject's bucket untouched when one is spent", async () => {
    await spend(subject(), 61);
    expect(await consumeRequest({ subject: subject(), limitPerMinute: 60 })).toMatchObject({ allowed: true, remaining: 59 });
  });

  it("applies each ceiling as given: a 300 rpm subject is still allowed after 61 requests", async () => {
    const decisions = await spend(subject(), 61, 300);
    expect(decisions.at(-1)).toMatchObject({ allowed: true, limit: 300, remaining: 239 });
  });
});

describe("rateLimitHeaders", () => {
  it("sends limit, remaining and reset on an allowed request, without Retry-After", () => {
    expect(rateLimitHeaders({ allowed: true, limit: 60, remaining: 12, resetSeconds: 41 })).toEqual({
      "RateLimit-Limit": "60",
      "RateLimit-Remaining": "12",
      "RateLimit-Reset": "41",
    });
  });

  it("adds Retry-After equal to the reset time on a refused request", async () => {
    const who = subject();
    await spend(who, 60);
    const refused = await consumeRequest({ subject: who, limitPerMinute: 60 });
    const headers = rateLimitHeaders(refused);
    expect(headers).toMatchObject({ "RateLimit-Limit": "60", "RateLimit-Remaining": "0" });
    expect(headers["Retry-After"]).toBe(headers["RateLimit-Reset"]);
    expect(Number(headers["Retry-After"])).toBeGreaterThan(0);
  });
});
