import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { startOpenAiFake, type OpenAiFake } from "@/test/fakes/openai-server";

// Against the built server: a paid skill (generate-voice, on the fake OpenAI-compatible provider)
// retried under one Idempotency-Key runs and charges once, however many copies arrive together.

const run = promisify(execFile);

let auth: { Authorization: string };
let openai: OpenAiFake;

test.beforeAll(async ({ baseURL }) => {
  // playwright.config.ts points the server's OPENAI_BASE_URL at this port.
  openai = await startOpenAiFake({}, { port: Number(process.env.E2E_OPENAI_PORT) });
  const email = `idempotency-${Date.now()}@example.test`;
  const { stdout } = await run(process.execPath, ["bin/darkroom.mjs", "keys", "create", "--email", email, "--plan", "pro", "--credits", "100", "--json"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DARKROOM_URL: baseURL },
  });
  auth = { Authorization: `Bearer ${JSON.parse(stdout).key}` };
});

test.afterAll(async () => {
  await openai?.close();
});

/** The account's charges, as [amount, job id]. */
async function charges(request: APIRequestContext): Promise<[number, string][]> {
  const { entries } = await (await request.get("/api/v1/credits", { headers: auth })).json();
  return entries.filter((e: { reason: string }) => e.reason === "charge").map((e: { amount: number; job_id: string }) => [e.amount, e.job_id]);
}

const speeches = () => openai.requests.filter((r) => r.path === "/v1/audio/speech").length;

const speak = (request: APIRequestContext, key: string, prompt: string) =>
  request.post("/api/v1/run/generate-voice", { headers: { ...auth, "Idempotency-Key": key }, data: { prompt } });

test("a retried paid skill is answered again with Idempotent-Replayed: true and charged once; another body is 422", async ({ request }) => {
  const key = randomUUID();
  const before = await charges(request);
  const first = await speak(request, key, "Hello once");
  expect(first.status()).toBe(200);
  expect(first.headers()["idempotent-replayed"]).toBeUndefined();
  const job = await first.json();
  expect(job.status).toBe("complete");
  expect(job.credits_charged).toBeGreaterThan(0);
  const spoken = speeches();

  const again = await speak(request, key, "Hello once");
  expect(again.status()).toBe(200);
  expect(again.headers()["idempotent-replayed"]).toBe("true");
  expect(await again.json()).toEqual(job);
  expect(speeches()).toBe(spoken);

  const other = await speak(request, key, "Hello twice");
  expect(other.status()).toBe(422);
  expect((await other.json()).error.code).toBe("idempotency_key_reused");
  expect(await charges(request)).toEqual([[-job.credits_charged, job.id], ...before]);
});

test("10 concurrent calls under one key: one runs and is charged, the others get 409 idempotency_key_in_use or its replay", async ({ request }) => {
  const key = randomUUID();
  const before = await charges(request);
  const spoken = speeches();
  // The provider answers slowly, so the copies arrive while the first is still running.
  openai.setBehavior({ delayMs: 1_500 });
  const answers = await Promise.all(Array.from({ length: 10 }, () => speak(request, key, "All at once")));
  openai.setBehavior({ delayMs: 0 });

  const fresh = answers.filter((r) => r.status() === 200 && r.headers()["idempotent-replayed"] === undefined);
  expect(fresh).toHaveLength(1);
  const job = await fresh[0].json();
  for (const answer of answers.filter((r) => r !== fresh[0])) {
    if (answer.status() === 409) expect((await answer.json()).error.code).toBe("idempotency_key_in_use");
    else expect({ status: answer.status(), replayed: answer.headers()["idempotent-replayed"], id: (await answer.json()).id }).toEqual({ status: 200, replayed: "true", id: job.id });
  }
  expect(speeches() - spoken).toBe(1);
  expect(await charges(request)).toEqual([[-job.credits_charged, job.id], ...before]);

  const later = await speak(request, key, "All at once");
  expect(later.headers()["idempotent-replayed"]).toBe("true");
  expect((await later.json()).id).toBe(job.id);
});
