import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, creditLedger, getDb } from "@/lib/platform/db";
import { findAccountByKey } from "@/lib/domain/keys/keys";
import { jobKinds } from "@/lib/domain/register";
import { getJobRow } from "@/lib/domain/jobs/queue";
import { waitUntilFinished } from "@/lib/domain/jobs/wait";
import { Worker } from "@/lib/domain/jobs/worker";
import { startSkillJob } from "@/lib/domain/skills/run-skill";
import { scratchRoot } from "@/lib/platform/storage";
import { startFakeProviders, type FakeProviders } from "@/test/fakes/providers";
import { makeAccount } from "@/test/helpers";

let fakes: FakeProviders;
beforeAll(async () => {
  fakes = await startFakeProviders();
});
afterAll(async () => {
  await fakes.close();
});

describe("a transient provider failure retries the job without a second prediction", () => {
  it("a poll answering 503 past the call's own retries, then 200: one prediction, one charge, complete", async () => {
    const { key } = await makeAccount({ credits: 10 });
    const found = (await findAccountByKey(key))!;
    const caller = { account: found.account, apiKey: found.key, via: "key" as const };
    const dir = path.join(scratchRoot(), "resume-test");
    fs.mkdirSync(dir, { recursive: true });
    const filePath = path.join(dir, "a.png");
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#336699" } }).png().toBuffer();
    fs.writeFileSync(filePath, png);
    // Polls are GET /predictions/{id}; the create call (…/predictions) does not match. Four 503s outlast the call's three retries.
    fakes.replicate.setBehavior({ pollsToFinish: 1, failures: Array.from({ length: 4 }, () => ({ status: 503, path: "/predictions/" })) });
    const worker = new Worker(1, jobKinds, { retryBaseMs: 10 });
    worker.start();
    try {
      const job = await startSkillJob({ account: caller.account, request: { slug: "upscale", source: { kind: "file", path: filePath, name: "a.png", sizeBytes: png.length }, reference: null, options: {} } });
      await waitUntilFinished({ id: job.id, timeoutMs: 60_000, isFinished: async () => ["complete", "failed"].includes((await getJobRow(job.id))!.status) });
      const done = (await getJobRow(job.id))!;
      expect(done).toMatchObject({ status: "complete", attempts: 2, creditsCharged: 3 });
      expect(Object.values(done.predictions)).toHaveLength(1);
      expect(fakes.replicate.predictions.size).toBe(1);
      expect(fakes.replicate.requests.filter((r) => r.method === "POST" && r.path.endsWith("/predictions"))).toHaveLength(1);
      const db = await getDb();
      const ledger = await db.select({ amount: creditLedger.amount }).from(creditLedger).where(eq(creditLedger.jobId, job.id));
      expect(ledger.map((row) => row.amount)).toEqual([-3]);
      const [{ credits }] = await db.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, caller.account.id));
      expect(credits).toBe(7);
    } finally {
      await worker.stop();
    }
  });
});
