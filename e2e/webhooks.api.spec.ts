import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { Webhook } from "standardwebhooks";
import { startWebhookReceiver, type WebhookReceiver } from "@/test/fakes/webhook-receiver";

// Against the built server: the delivery runs as a job on the server's own io workers, signed with
// the secret it sealed at creation, and retried by the queue after the receiver's first 500.

const run = promisify(execFile);

let auth: { Authorization: string };
let receiver: WebhookReceiver;

type Delivery = { id: string; event: string; status: string; next_attempt_at: string | null; attempts: { at: string; response_status: number | null; response_body: string }[] };

test.beforeAll(async ({ baseURL }) => {
  const email = `webhooks-${Date.now()}@example.test`;
  const { stdout } = await run(process.execPath, ["bin/darkroom.mjs", "keys", "create", "--email", email, "--plan", "pro", "--json"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DARKROOM_URL: baseURL },
  });
  auth = { Authorization: `Bearer ${JSON.parse(stdout).key}` };
  // playwright.config.ts lists this port in the server's DARKROOM_FETCH_ALLOW_HOSTS.
  receiver = await startWebhookReceiver({ port: Number(process.env.E2E_WEBHOOK_PORT), answerBody: "thanks" });
});

test.afterAll(async () => {
  await receiver?.close();
});

test("job.completed after a convert reaches a local receiver, verifies with standardwebhooks, and is retried after a 500", async ({ request }) => {
  test.setTimeout(90_000);
  const created = await request.post("/api/v1/webhooks", { headers: auth, data: { url: `${receiver.origin}/darkroom`, events: ["job.completed"] } });
  expect(created.status()).toBe(201);
  const hook: { id: string; secret: string } = await created.json();
  expect(hook.secret).toMatch(/^whsec_/);
  receiver.answerNext("/darkroom", 500);

  const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#2050ff" } }).png().toBuffer();
  const converted = await request.post("/api/v1/convert", { headers: auth, multipart: { file: { name: "blue.png", mimeType: "image/png", buffer: png }, format: "webp" } });
  expect(converted.status()).toBe(200);
  const job: { id: string } = await converted.json();

  // The first attempt is answered 500; the queue retries within 10 s (full jitter) and the second gets 200.
  let delivery: Delivery | undefined;
  await expect
    .poll(
      async () => {
        const log = await request.get(`/api/v1/webhooks/${hook.id}/deliveries`, { headers: auth });
        delivery = ((await log.json()).deliveries as Delivery[])[0];
        return delivery?.status;
      },
      { timeout: 45_000, intervals: [500, 1000] },
    )
    .toBe("succeeded");
  expect(delivery!.event).toBe("job.completed");
  expect(delivery!.attempts.map((a) => a.response_status)).toEqual([500, 200]);
  expect(delivery!.attempts[1].response_body).toBe("thanks");
  // Below the first wait's 10 s ceiling, plus the claim: the retry is announced when due, not left to the idle poll.
  expect(Date.parse(delivery!.attempts[1].at) - Date.parse(delivery!.attempts[0].at)).toBeLessThan(12_000);
  expect(delivery!.next_attempt_at).toBeNull();

  const messages = receiver.received.filter((m) => m.headers["webhook-id"] === delivery!.id);
  expect(messages).toHaveLength(2);
  for (const message of messages) {
    const payload = new Webhook(hook.secret).verify(message.body, message.headers) as { type: string; data: { id: string; status: string; outputs: { url: string }[] } };
    expect(payload).toMatchObject({ type: "job.completed", data: { id: job.id, status: "complete" } });
    // The signed link in the payload downloads the output.
    expect((await request.get(payload.data.outputs[0].url)).status()).toBe(200);
  }
  expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString("base64")}`).verify(messages[0].body, messages[0].headers)).toThrow();
});

test("a destination on a private address is refused when saved", async ({ request }) => {
  const refused = await request.post("/api/v1/webhooks", { headers: auth, data: { url: "http://10.1.2.3/hook", events: ["job.failed"] } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.code).toBe("url_not_allowed");
});
