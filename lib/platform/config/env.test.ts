import { afterEach, describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "./env";

const touched = new Map<string, string | undefined>();

function setEnv(vars: Record<string, string>): void {
  for (const [name, value] of Object.entries(vars)) {
    if (!touched.has(name)) touched.set(name, process.env[name]);
    process.env[name] = value;
  }
  resetEnvForTests();
}

function restoreEnv(): void {
  for (const [name, value] of touched) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  touched.clear();
  resetEnvForTests();
}

afterEach(restoreEnv);

describe("env()", () => {
  it("names each bad variable, and only those", () => {
    for (const [name, value] of [
      ["DATABASE_POOL_SIZE", "abc"],
      ["DATABASE_POOL_SIZE", "0"],
      ["JOB_LEASE_SECONDS", "-1"],
      ["JOB_LEASE_SECONDS", "soon"],
      ["PORT", "70000"],
      ["MAX_INPUT_PIXELS", "1.5"],
      ["MEDIA_TIMEOUT_SECONDS", "0"],
      ["WORKER_CONCURRENCY", "-2"],
      ["DARKROOM_EMBEDDED_WORKERS", "yes"],
      ["DARKROOM_SIGNUP", "invite"],
      ["DARKROOM_SIGNUP_CREDITS", "-5"],
      ["DARKROOM_SIGNUP_CREDITS", "2.5"],
      ["DARKROOM_SIGNUP_CREDITS", "plenty"],
      // 31 characters: a secret shorter than 32 is refused.
      ["DARKROOM_SECRET", "0123456789012345678901234567890"],
      ["OPENAI_TIMEOUT_SECONDS", "soon"],
      ["OPENAI_BASE_URL", "ftp://models.example"],
      ["REPLICATE_BASE_URL", "not a url"],
      ["REPLICATE_SWAP_MODEL", "face-swap"],
      ["REPLICATE_VIDEO_MODELS", "minimax/video-01,video-02"],
      ["DARKROOM_PG_SCHEMA", "public; DROP TABLE jobs"],
      ["DATABASE_URL", "mysql://db.example/darkroom"],
      ["REDIS_URL", "localhost:6379"],
      ["WORKER_LANES", "gpu=1"],
      ["WORKER_LANES", "cpu=2,cpu=3"],
      ["WORKER_LANES", "cpu=-1"],
    ]) {
      setEnv({ [name]: value });
      expect(() => env(), `${name}=${value}`).toThrow(new RegExp(`^Invalid environment: ${name}[.:]`));
      restoreEnv();
    }
  });

  it("names every bad variable at once and never prints a value", () => {
    setEnv({ DATABASE_POOL_SIZE: "abc", JOB_LEASE_SECONDS: "-1", DARKROOM_SECRET: "short-secret" });
    let message = "";
    try {
      env();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/DATABASE_POOL_SIZE/);
    expect(message).toMatch(/JOB_LEASE_SECONDS/);
    expect(message).toMatch(/DARKROOM_SECRET/);
    expect(message).not.toContain("short-secret");
  });

  it("reads typed values and defaults, and counts a blank value as unset", () => {
    setEnv({ DATABASE_POOL_SIZE: " 25 ", JOB_LEASE_SECONDS: "2.5", OPENAI_BASE_URL: "http://localhost:11434/v1/", OPENAI_API_KEY: "  " });
    const e = env();
    expect(e.DATABASE_POOL_SIZE).toBe(25);
    expect(e.JOB_LEASE_SECONDS).toBe(2.5);
    expect(e.MEDIA_TIMEOUT_SECONDS).toBe(600);
    expect(e.DARKROOM_SIGNUP_CREDITS).toBe(20);
    expect(e.OPENAI_BASE_URL).toBe("http://localhost:11434/v1");
    expect(e.OPENAI_API_KEY).toBeUndefined();
  });

  it("keeps its first reading until reset", () => {
    setEnv({ JOB_LEASE_SECONDS: "7" });
    expect(env().JOB_LEASE_SECONDS).toBe(7);
    process.env.JOB_LEASE_SECONDS = "9";
    expect(env().JOB_LEASE_SECONDS).toBe(7);
    resetEnvForTests();
    expect(env().JOB_LEASE_SECONDS).toBe(9);
  });
});
