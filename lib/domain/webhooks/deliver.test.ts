import { afterAll, beforeAll, expect, it } from "vitest";
import { pinBackoffForTests } from "@/lib/core/backoff";
import { Worker } from "@/lib/domain/jobs/worker";
import type { WebhookReceiver } from "@/test/fakes/webhook-receiver";
import { call, makeAccount, startAllowedReceiver } from "@/test/helpers";
import { POST as create } from "@/app/api/v1/webhooks/route";
import { POST as sendTest } from "@/app/api/v1/webhooks/[id]/test/route";

// A retry is held back, so no announcement wakes a worker when it is queued; it must be announced
// when due, since on the embedded database the idle poll comes only every few seconds.

let receiver: WebhookReceiver;
let worker: Worker;

beforeAll(async () => {
  receiver = await startAllowedReceiver();
  // The first retry waits a tenth of its 10 s ceiling.
  pinBackoffForTests(() => 0.1);
  // This process's only worker never polls within the test: only an announcement can wake it.
  worker = new Worker({ io: 1 }, undefined, { idlePollMs: 3_600_000 });
  worker.start();
});

afterAll(async () => {
  await worker.stop();
  await receiver.close();
  pinBackoffForTests();
});

it("a failed attempt's retry wakes a worker when it is due, without the idle poll", async () => {
  const { key } = await makeAccount();
  const created = await call(create, { method: "POST", path: "/api/v1/webhooks", key, json: { url: `${receiver.origin}/retried`, events: ["job.completed"] } });
  expect(created.status).toBe(201);
  const { id } = await created.json();
  receiver.answerNext("/retried", 500);
  const sent = await call(sendTest, { method: "POST", path: `/api/v1/webhooks/${id}/test`, key, params: { id } });
  expect(sent.status).toBe(202);
  const delivery = await sent.json();

  const attemptsOf = () => receiver.received.filter((m) => m.headers["webhook-id"] === delivery.id).length;
  for (let waited = 0; attemptsOf() < 2 && waited < 30_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(attemptsOf()).toBe(2);
});
