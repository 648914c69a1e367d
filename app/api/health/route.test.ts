import fs from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setS3Env } from "@/test/fakes/fake-s3";
import { GET } from "./route";
import { GET as live } from "./live/route";
import { mediaTool } from "@/lib/platform/media/ffmpeg";
import { processState } from "@/lib/core/process-state";
import { resetEnvForTests } from "@/lib/platform/config/env";

const db = vi.hoisted(() => ({ down: false }));

// Stands in for a database that stopped answering; everything else is the real module.
vi.mock("@/lib/platform/db", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/platform/db")>();
  return {
    ...actual,
    getDb: async () => {
      if (db.down) throw new Error("connect ECONNREFUSED 10.0.0.5:5432");
      return actual.getDb();
    },
  };
});

afterEach(() => {
  db.down = false;
  setS3Env({});
  process.env.DISK_FREE_MIN_BYTES = "0";
  resetEnvForTests();
  vi.restoreAllMocks();
});

describe("GET /api/health", () => {
  it("answers 200 ok with each dependency up, the drivers, the disk's free space and the ffmpeg in use, without a key", async () => {
    const response = await GET();
    const { version } = mediaTool("ffmpeg")!;
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      status: "ok",
      database: "up",
      redis: "none",
      storage: "up",
      drivers: { database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite", storage: "disk" },
      disk: { free_bytes: expect.any(Number), min_free_bytes: 0, low: false },
      ffmpeg: { available: true, version },
    });
    expect(body.warnings).toBeUndefined();
  });

  it("answers 503 unavailable with Retry-After and the error shape while the database does not answer, revealing nothing of the cause", async () => {
    db.down = true;
    const response = await GET();
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await response.json();
    expect(body).toMatchObject({ status: "unavailable", database: "down", storage: "up", error: { code: "unavailable", message: expect.stringContaining("database") } });
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|10\.0\.0\.5/);
  });

  it("answers 503 when the S3 store does not answer, and names only the storage", async () => {
    setS3Env({ S3_BUCKET: "darkroom", S3_ENDPOINT: "http://127.0.0.1:9", S3_FORCE_PATH_STYLE: "true", S3_ACCESS_KEY_ID: "x", S3_SECRET_ACCESS_KEY: "y" });
    const response = await GET();
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toMatchObject({ status: "unavailable", database: "up", storage: "down", drivers: { storage: "s3" }, error: { code: "unavailable" } });
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|:9\b/);
  });

  it("stays 200 but degraded, with a warning, when DATA_DIR has less free space than DISK_FREE_MIN_BYTES", async () => {
    const free = fs.statfsSync(process.env.DATA_DIR!);
    process.env.DISK_FREE_MIN_BYTES = String(free.bavail * free.bsize * 2);
    resetEnvForTests();
    const response = await GET();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: "degraded", disk: { low: true }, warnings: [expect.stringContaining("DISK_FREE_MIN_BYTES")] });
  });

  it("names the ffmpeg in use and its version, but not where it lives", async () => {
    const { ffmpeg } = await (await GET()).json();
    expect(ffmpeg.version).toMatch(/^n?\d+\.\d+/);
    expect(Object.keys(ffmpeg).sort()).toEqual(["available", "version"]);
  });

  it("reports video unavailable, degraded with a warning, without ffmpeg 5+ (no bundled fallback)", async () => {
    processState().mediaTools = new Map([["ffmpeg", null], ["ffprobe", null]]);
    try {
      const response = await GET();
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: "degraded", ffmpeg: { available: false, version: null }, warnings: [expect.stringMatching(/video_unavailable.*apt-get install ffmpeg/)] });
    } finally {
      processState().mediaTools?.clear();
    }
  });
});

describe("GET /api/health/live", () => {
  it("answers 200 whatever the dependencies say", async () => {
    db.down = true;
    expect((await live()).status).toBe(200);
    expect((await GET()).status).toBe(503);
  });
});
