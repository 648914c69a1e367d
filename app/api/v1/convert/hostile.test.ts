import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "./route";
import { env } from "@/lib/platform/config/env";
import { call, makeAccount, startWorkers } from "@/test/helpers";
import type { Worker } from "@/lib/domain/jobs/worker";

const CORPUS = path.resolve(__dirname, "../../../../test/fixtures/hostile");
const files = fs.readdirSync(CORPUS).filter((name) => name !== "README.md").sort();
let worker: Worker;

beforeAll(() => {
  worker = startWorkers(2);
});
afterAll(async () => {
  await worker.stop();
});

function countBlobs(dir = path.join(env().dataDir, "blobs")): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? countBlobs(path.join(dir, e.name)) : 1), 0);
}

describe("POST /api/v1/convert with the hostile corpus", () => {
  it("answers every malformed or hostile file with a 4xx or a converted output, never a 5xx, storing nothing it refuses before queuing", { timeout: 600_000 }, async () => {
    expect(files.length).toBeGreaterThan(100);
    const { key } = await makeAccount();
    const outcomes: Record<string, number> = {};
    for (const name of files) {
      const before = countBlobs();
      const body = new FormData();
      body.set("file", new Blob([new Uint8Array(fs.readFileSync(path.join(CORPUS, name)))]), name);
      body.set("width", "64");
      const response = await call(POST, { method: "POST", path: "/api/v1/convert", key, body });
      const answer = await response.json();
      const outcome = response.status === 200 ? `complete:${answer.status}` : `${response.status}:${answer.error?.code}`;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      expect(response.status, `${name} → ${JSON.stringify(answer)}`).toBeLessThan(500);
      if (response.status >= 400) {
        expect(answer.error.message.length, name).toBeGreaterThan(0);
        // Headers are refused before queuing and leave nothing; damaged pixel data fails the job in the
        // conversion's own decode, and that failed job keeps its input like any other job.
        const kept = answer.status === "failed" ? 1 : 0;
        expect(countBlobs(), `${name} left a stored file`).toBe(before + kept);
      } else {
        expect(answer.status, `${name} → ${JSON.stringify(answer.error)}`).toBe("complete");
      }
    }
    console.log("hostile corpus through POST /api/v1/convert:", outcomes);
  });
});
