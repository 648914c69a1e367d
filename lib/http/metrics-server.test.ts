import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdminToken } from "@/lib/domain/admin/token";
import { serveMetrics } from "./metrics-server";

let server: Server;
let base: string;

beforeAll(async () => {
  server = await serveMetrics(0, "127.0.0.1");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("a worker process's own /metrics (METRICS_PORT)", () => {
  it("answers the admin token with the exposition and refuses no token with the 401 error body", async () => {
    const refused = await fetch(`${base}/metrics`);
    expect([refused.status, (await refused.json()).error.code]).toEqual([401, "unauthorized"]);
    const scraped = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${ensureAdminToken()}` } });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await scraped.text();
    expect(text).toContain("# TYPE darkroom_queue_jobs gauge");
    expect(text).toContain("# TYPE darkroom_job_duration_seconds histogram");
  });

  it("serves nothing else", async () => {
    const other = await fetch(`${base}/api/v1/account`, { headers: { authorization: `Bearer ${ensureAdminToken()}` } });
    expect([other.status, (await other.json()).error.code]).toEqual([404, "not_found"]);
  });
});
