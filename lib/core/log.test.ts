import { describe, expect, it } from "vitest";
import { currentRequestId, log, logTo, requestIdOf, withLogContext } from "./log";

const withHeader = (value?: string) => new Request("http://darkroom.test/", { headers: value === undefined ? {} : { "x-request-id": value } });

describe("requestIdOf", () => {
  it("keeps a caller's plain id of at most 128 characters", () => {
    expect(requestIdOf(withHeader("req-1.A_b"))).toBe("req-1.A_b");
    expect(requestIdOf(withHeader("a".repeat(128)))).toBe("a".repeat(128));
  });

  it("makes a fresh one for none, a long one or one with other characters", () => {
    for (const bad of [undefined, "", "a".repeat(129), "two words", "x\u00e9", "a/b"]) {
      const id = requestIdOf(withHeader(bad));
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(id).not.toBe(bad);
    }
  });
});

describe("log context", () => {
  it("adds the request and job id to every line written inside it, and only there", () => {
    const lines: Record<string, unknown>[] = [];
    logTo({ write: (line: string) => void lines.push(JSON.parse(line)) });
    withLogContext({ requestId: "req-ctx" }, () => {
      log().info("outer");
      withLogContext({ jobId: "job_1" }, () => {
        expect(currentRequestId()).toBe("req-ctx");
        log().warn({ extra: 1 }, "inner");
      });
    });
    log().info("outside");
    expect(currentRequestId()).toBeNull();
    expect(lines.map(({ msg, level, request_id, job_id }) => ({ msg, level, request_id, job_id }))).toEqual([
      { msg: "outer", level: "info", request_id: "req-ctx", job_id: undefined },
      { msg: "inner", level: "warn", request_id: "req-ctx", job_id: "job_1" },
      { msg: "outside", level: "info", request_id: undefined, job_id: undefined },
    ]);
    expect(lines[1]).toMatchObject({ extra: 1, pid: process.pid, time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });
});
