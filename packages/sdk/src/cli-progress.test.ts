import { describe, expect, it } from "vitest";
import { ProgressReporter } from "./cli-progress.js";

function fakeStream(isTTY: boolean) {
  const written: string[] = [];
  return { stream: { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream, written };
}

describe("ProgressReporter", () => {
  it("redraws one bar in place on a terminal, and clears it when stopped", () => {
    const { stream, written } = fakeStream(true);
    const progress = new ProgressReporter(stream);
    progress.report({ stage: "upload", bytesSent: 12_000_000, bytesTotal: 24_000_000 });
    progress.report({ stage: "wait", id: "job_1", status: "running", progress: 0.4 });
    progress.stop();
    expect(written[0]).toMatch(/^\r\x1b\[2K. uploading \[#{12}-{12}\] 50% 12\.0 MB of 24\.0 MB$/);
    expect(written[1]).toMatch(/^\r\x1b\[2K. job_1 running 40%$/);
    expect(written.at(-1)).toBe("\r\x1b[2K");
    expect(written.join("")).not.toContain("\n");
  });

  it("says the server is processing once every byte is sent", () => {
    const { stream, written } = fakeStream(true);
    const progress = new ProgressReporter(stream);
    progress.report({ stage: "upload", bytesSent: 24_000_000, bytesTotal: 24_000_000 });
    progress.stop();
    expect(written[0]).toMatch(/^\r\x1b\[2K. processing on the server…$/);
  });

  it("writes a plain line per quarter uploaded and per new status otherwise", () => {
    const { stream, written } = fakeStream(false);
    const progress = new ProgressReporter(stream);
    for (const sent of [0, 1, 2, 5, 6, 8]) progress.report({ stage: "upload", bytesSent: sent * 1000, bytesTotal: 8000 });
    for (const status of ["queued", "running", "running", "complete"] as const) progress.report({ stage: "wait", id: "job_1", status, progress: null });
    progress.stop();
    expect(written.join("")).toBe(
      ["uploaded 0% (0 B of 8.0 kB)", "uploaded 25% (2.0 kB of 8.0 kB)", "uploaded 62% (5.0 kB of 8.0 kB)", "uploaded 75% (6.0 kB of 8.0 kB)", "uploaded 100%, processing on the server", "job_1 queued", "job_1 running", "job_1 complete", ""].join("\n"),
    );
  });
});
