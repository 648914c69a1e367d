import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { startOpenAiFake, type OpenAiFake } from "@/test/fakes/openai-server";
import { startReplicateFake, type ReplicateFake } from "@/test/fakes/replicate-server";

// Against the built server: the job workers start from the server entry, a bundle apart from the
// route code that throws provider errors, so this is where an error recognised by class got lost.

const run = promisify(execFile);

let auth: { Authorization: string };
let openai: OpenAiFake;
let replicate: ReplicateFake;

test.beforeAll(async ({ baseURL }) => {
  // playwright.config.ts points the server's OPENAI_BASE_URL and REPLICATE_BASE_URL at these ports.
  openai = await startOpenAiFake({}, { port: Number(process.env.E2E_OPENAI_PORT) });
  replicate = await startReplicateFake({ pollsToFinish: 1 }, { port: Number(process.env.E2E_REPLICATE_PORT) });
  const email = `providers-${Date.now()}@example.test`;
  const { stdout } = await run(process.execPath, ["bin/darkroom.mjs", "keys", "create", "--email", email, "--plan", "pro", "--credits", "100", "--json"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DARKROOM_URL: baseURL },
  });
  auth = { Authorization: `Bearer ${JSON.parse(stdout).key}` };
});

test.afterAll(async () => {
  await openai?.close();
  await replicate?.close();
});

async function balance(request: APIRequestContext): Promise<number> {
  return (await (await request.get("/api/v1/credits", { headers: auth })).json()).balance;
}

// A job that failed while the call waited answers with its error code's status: 502 provider_error.
async function runSkill(request: APIRequestContext, slug: string, data: Record<string, unknown>) {
  const response = await request.post(`/api/v1/run/${slug}`, { headers: auth, data });
  expect(response.status()).toBe(502);
  return response.json();
}

test("an OpenAI-compatible provider answering 500 fails the job with provider_error and refunds it", async ({ request }) => {
  const before = await balance(request);
  // A lasting outage: one 500 for the request and each of its three retries, in each of the job's
  // three attempts (a 500 is transient, so the job is tried again with backoff before it fails).
  // Retry-After: 0 lets the request's own retries go at once; the job's backoff between attempts stays.
  const failure = {
    status: 500,
    path: "/audio/speech",
    headers: { "retry-after": "0" },
    body: { error: { message: "The server had an error while processing your request.", type: "server_error" } },
  };
  openai.setBehavior({ failures: Array.from({ length: 12 }, () => failure) });
  const job = await runSkill(request, "generate-voice", { prompt: "Hello there" });
  expect(job.status).toBe("failed");
  expect(job.error).toMatchObject({ code: "provider_error" });
  expect(job.error.message).toMatch(/500/);
  expect(openai.requests.filter((r) => r.path === "/v1/audio/speech")).toHaveLength(12);
  expect(job.credits_charged).toBe(0);
  expect(await balance(request)).toBe(before);
});

test("a failed Replicate prediction fails the job with provider_error and its message, and refunds it", async ({ request }) => {
  const before = await balance(request);
  replicate.setBehavior({ outcome: "fail" });
  const job = await runSkill(request, "generate-music", { prompt: "calm piano", options: { duration: 2 } });
  expect(job.status).toBe("failed");
  expect(job.error).toMatchObject({ code: "provider_error" });
  expect(job.error.message).toContain("CUDA out of memory");
  expect([...replicate.predictions.values()].map((p) => p.status)).toEqual(["failed"]);
  expect(job.credits_charged).toBe(0);
  expect(await balance(request)).toBe(before);
});
