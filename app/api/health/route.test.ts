import { afterEach, describe, expect, it, vi } from "vitest";
import { GET } from "./route";
import { mediaTool } from "@/lib/media/ffmpeg";

const db = vi.hoisted(() => ({ down: false }));

// Stands in for a database that stopped answering; everything else is the real module.
vi.mock("@/lib/db", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/db")>();
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
  vi.restoreAllMocks();
});

describe("GET /api/health", () => {
  it("answers 200 ok with the database driver in use, without a key", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    const { source, version } = mediaTool("ffmpeg");
    expect(await response.json()).toEqual({ status: "ok", database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite", ffmpeg: { source, version } });
  });

  it("names the ffmpeg in use, system or bundled, and its version, but not where it lives", async () => {
    const { ffmpeg } = await (await GET()).json();
    expect(["system", "bundled"]).toContain(ffmpeg.source);
    expect(ffmpeg.version).toMatch(/^(n?\d+\.\d+|N-\d+)/);
    expect(Object.keys(ffmpeg).sort()).toEqual(["source", "version"]);
  });

  it("answers 503 database_unavailable when the database does not answer, revealing nothing of the cause", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    db.down = true;
    const response = await GET();
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toMatchObject({ status: "error", error: { code: "database_unavailable" } });
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|10\.0\.0\.5/);
  });
});
