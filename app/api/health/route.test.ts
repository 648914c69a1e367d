import { afterEach, describe, expect, it, vi } from "vitest";
import { setS3Env } from "@/test/fakes/fake-s3";
import { GET } from "./route";
import { mediaTool } from "@/lib/platform/media/ffmpeg";

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
  vi.restoreAllMocks();
});

describe("GET /api/health", () => {
  it("answers 200 ok with the database driver, the blob store and the ffmpeg in use, without a key", async () => {
    const response = await GET();
    const { source, version } = mediaTool("ffmpeg");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite", storage: "disk", ffmpeg: { source, version } });
  });

  it("reports storage s3 when S3_BUCKET is set", async () => {
    setS3Env({ S3_BUCKET: "darkroom", S3_ENDPOINT: "http://127.0.0.1:9", S3_FORCE_PATH_STYLE: "true" });
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", storage: "s3" });
  });

  it("names the ffmpeg in use, system or bundled, and its version, but not where it lives", async () => {
    const { ffmpeg } = await (await GET()).json();
    expect(["system", "bundled"]).toContain(ffmpeg.source);
    expect(ffmpeg.version).toMatch(/^(n?\d+\.\d+|N-\d+)/);
    expect(Object.keys(ffmpeg).sort()).toEqual(["source", "version"]);
  });

  it("answers 503 database_unavailable when the database does not answer, revealing nothing of the cause", async () => {
    db.down = true;
    const response = await GET();
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toMatchObject({ status: "error", error: { code: "database_unavailable" } });
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|10\.0\.0\.5/);
  });
});
