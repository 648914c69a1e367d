import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/platform/config/env";
import type { Caller } from "@/lib/http/with-api";
import { startConvert } from "@/lib/domain/convert/convert";
import { parseConvertInput } from "@/lib/domain/convert/schema";
import { grantCredits } from "@/lib/domain/credits/ledger";
import { accounts, getDb, jobs, storageReservations } from "@/lib/platform/db";
import { findAccountByKey } from "@/lib/domain/keys/keys";
import { readRunInput } from "@/lib/domain/runs/read-request";
import { startRun } from "@/lib/domain/runs/start-run";
import { startSkillJob } from "@/lib/domain/skills/run-skill";
import { skillJob } from "@/lib/domain/skills/skill-job";
import { blobStore, scratchRoot } from "@/lib/platform/storage";
import { planPolicy } from "@/lib/domain/accounts/plans";
import { makeAccount } from "@/test/helpers";
import type { JobSource } from "./job-request";
import { enqueueJob } from "./queue";
import { storageReservationsFor, storageUse } from "./storage-quota";
import { recordTusUpload } from "@/lib/domain/tus/uploads";
import { submitJob, withStagedInputs } from "./submit";
import { createUpload, recordUpload } from "./upload";
import { convertJob } from "@/lib/domain/convert/convert-job";

let png: Buffer;
let wav: Buffer;

/** A tenth of a second of silence as 8 kHz mono 16-bit WAV. */
function silentWav(): Buffer {
  const data = Buffer.alloc(1600);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2266aa" } }).png().toBuffer();
  wav = silentWav();
});

let uploads = 0;
/** An uploaded file as a request would bring it (storing moves it away). */
function file(bytes: Buffer, name: string): JobSource {
  const dir = path.join(scratchRoot(), "submit-test");
  fs.mkdirSync(dir, { recursive: true });
  const filePath = path.join(dir, `${uploads++}-${name}`);
  fs.writeFileSync(filePath, bytes);
  return { kind: "file", path: filePath, name, sizeBytes: bytes.length };
}

/** Stored inputs and the account's jobs: what a refused submission must not leave behind. */
async function leftovers(accountId: string) {
  const dir = path.join(process.env.DATA_DIR!, "blobs", "upload");
  const blobs = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;
  const rows = await (await getDb()).select({ id: jobs.id, kind: jobs.kind }).from(jobs).where(eq(jobs.accountId, accountId));
  return { blobs, jobs: rows.length };
}

async function callerFor(options: { plan?: "basic" | "pro"; credits?: number } = {}): Promise<Caller> {
  const { key } = await makeAccount(options);
  const found = (await findAccountByKey(key))!;
  return { account: found.account, apiKey: found.key, via: "key" };
}

async function expectRefusedLeavingNothing(caller: Caller, submit: () => Promise<unknown>, code: string) {
  const before = await leftovers(caller.account.id);
  await expect(submit()).rejects.toMatchObject({ code });
  expect(await leftovers(caller.account.id)).toEqual(before);
}

describe("submitJob removes what it stored on every refusal", () => {
  it("convert: a format no media is written as is refused before anything is stored", async () => {
    const caller = await callerFor();
    await expectRefusedLeavingNothing(caller, () => startConvert({ account: caller.account, source: file(png, "a.png"), input: parseConvertInput({ format: "gif" }) }), "unsupported_format");
  });

  it("convert: an input refused after it was stored (audio) is removed", async () => {
    const caller = await callerFor();
    await expectRefusedLeavingNothing(caller, () => startConvert({ account: caller.account, source: file(wav, "a.wav"), input: parseConvertInput({}) }), "audio_not_supported");
  });

  it("skill: an input of the wrong kind is removed after the kind check", async () => {
    const caller = await callerFor();
    const request = { slug: "grayscale", source: file(wav, "a.wav"), reference: null, options: {} };
    await expectRefusedLeavingNothing(caller, () => startSkillJob({ account: caller.account, request }), "unsupported_input");
  });

  it("skill: an unaffordable skill is refused before its input is stored", async () => {
    const caller = await callerFor({ credits: 0 });
    const request = { slug: "extract-text", source: file(png, "a.png"), reference: null, options: {} };
    await expectRefusedLeavingNothing(caller, () => startSkillJob({ account: caller.account, request }), "insufficient_credits");
  });

  it("a charge refused in the enqueuing transaction removes the inputs and leaves no job", async () => {
    const caller = await callerFor({ credits: 3 });
    await expectRefusedLeavingNothing(
      caller,
      () =>
        submitJob({
          account: caller.account,
          kind: skillJob,
          cost: { credits: 3, label: "extract-text", charge: { note: "extract-text" } },
          prepare: async (stage) => {
            const input = await stage(file(png, "a.png"));
            // The balance is spent elsewhere between the early check and the charge.
            await grantCredits({ accountId: caller.account.id, amount: -3 });
            return { params: { skill: "extract-text", options: {} }, input };
          },
        }),
      "insufficient_credits",
    );
    const [account] = await (await getDb()).select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, caller.account.id));
    expect(account.credits).toBe(0);
  });

  it("run: a file the first step cannot take is removed", async () => {
    const caller = await callerFor();
    const input = readRunInput({ steps: [{ tool: "grayscale" }] });
    await expectRefusedLeavingNothing(caller, () => startRun({ account: caller.account, source: file(wav, "a.wav"), input }), "invalid_step");
  });

  it("never deletes a reused job's output when a submission using it is refused", async () => {
    const caller = await callerFor();
    const upload = await createUpload({ accountId: caller.account.id, source: file(wav, "kept.wav") });
    const [output] = await (await import("./queue")).listJobOutputs(upload.id);
    await expectRefusedLeavingNothing(caller, () => startConvert({ account: caller.account, source: { kind: "job", jobId: upload.id }, input: parseConvertInput({}) }), "audio_not_supported");
    const request = { slug: "grayscale", source: { kind: "job", jobId: upload.id } as const, reference: null, options: {} };
    await expectRefusedLeavingNothing(caller, () => startSkillJob({ account: caller.account, request }), "unsupported_input");
    expect(await blobStore().stat(output.blobKey)).not.toBeNull();
  });
});

describe("the plan's ceiling of open jobs", () => {
  it("refuses a job or a run past the ceiling with 429 too_many_jobs and Retry-After, storing and charging nothing", async () => {
    const caller = await callerFor({ plan: "pro", credits: 100 });
    const { maxOpenJobs } = planPolicy("pro");
    const db = await getDb();
    await db.transaction(async (tx) => {
      for (let i = 0; i < maxOpenJobs; i++) await enqueueJob(tx, { accountId: caller.account.id, kind: "test-parked", params: {} });
    });
    const request = { slug: "extract-text", source: file(png, "a.png"), reference: null, options: {} };
    await expectRefusedLeavingNothing(caller, () => startSkillJob({ account: caller.account, request }), "too_many_jobs");
    const refusal = await startSkillJob({ account: caller.account, request: { ...request, source: file(png, "b.png") } }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 429, headers: { "Retry-After": "30" } });
    const input = readRunInput({ steps: [{ tool: "grayscale" }] });
    await expectRefusedLeavingNothing(caller, () => startRun({ account: caller.account, input, source: file(png, "c.png") }), "too_many_jobs");
    const [{ credits }] = await db.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, caller.account.id));
    expect(credits).toBe(100);
    // One finished frees one place.
    await db.execute(sql`UPDATE jobs SET status = 'complete' WHERE id = (SELECT id FROM jobs WHERE account_id = ${caller.account.id} LIMIT 1)`);
    expect((await startSkillJob({ account: caller.account, request: { ...request, source: file(png, "d.png") } })).status).toBe("queued");
  });
});

describe("the byte quota", () => {
  afterEach(() => {
    delete process.env.STORAGE_QUOTA_BYTES_PRO;
    resetEnvForTests();
  });

  it("refuses a convert, a skill or a run whose input would pass the quota with 413 quota_exceeded, storing and charging nothing", async () => {
    const caller = await callerFor({ plan: "pro", credits: 100 });
    const upload = await createUpload({ accountId: caller.account.id, source: file(png, "kept.png") });
    // Room for less than one more copy of the file.
    process.env.STORAGE_QUOTA_BYTES_PRO = String(png.length * 2 - 1);
    resetEnvForTests();
    await expectRefusedLeavingNothing(caller, () => startConvert({ account: caller.account, source: file(png, "a.png"), input: parseConvertInput({}) }), "quota_exceeded");
    const request = { slug: "extract-text", source: file(png, "b.png"), reference: null, options: {} };
    await expectRefusedLeavingNothing(caller, () => startSkillJob({ account: caller.account, request }), "quota_exceeded");
    const input = readRunInput({ steps: [{ tool: "grayscale" }] });
    await expectRefusedLeavingNothing(caller, () => startRun({ account: caller.account, source: file(png, "c.png"), input }), "quota_exceeded");
    await expectRefusedLeavingNothing(caller, () => createUpload({ accountId: caller.account.id, source: file(png, "d.png") }), "quota_exceeded");
    const [{ credits }] = await (await getDb()).select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, caller.account.id));
    expect(credits).toBe(100);
    // A file already kept brings no new bytes: work on it is taken while the account has room.
    const reused = await startConvert({ account: caller.account, source: { kind: "job", jobId: upload.id }, input: parseConvertInput({}) });
    expect(reused.status).toBe("queued");
    expect(reused.inputSizeBytes).toBeNull();
    // A full account has no room for outputs: even that is refused.
    process.env.STORAGE_QUOTA_BYTES_PRO = String(png.length);
    resetEnvForTests();
    await expectRefusedLeavingNothing(caller, () => startConvert({ account: caller.account, source: { kind: "job", jobId: upload.id }, input: parseConvertInput({}) }), "quota_exceeded");
  });

  it("hands a staged file's reservation over in the transaction that writes its job: no reading counts the bytes twice", async () => {
    const caller = await callerFor({ plan: "pro" });
    const accountId = caller.account.id;
    const db = await getDb();
    let inEnqueue = 0;
    await submitJob({
      account: caller.account,
      kind: convertJob,
      prepare: async (stage) => ({
        params: { mediaKind: "image" as const, target: "webp" as const, inputFormat: "png", aspect: "keep", quality: 80 },
        input: await stage(file(png, "a.png")),
        record: async (tx) => {
          inEnqueue = (await storageUse(tx, accountId)).usedBytes;
        },
      }),
    });
    expect(inEnqueue).toBe(png.length);
    // After the commit, before the request's own clean-up: the job counts the bytes, the reservation no longer does.
    const between = await withStagedInputs(accountId, async (stage, staged) => {
      const stored = await stage(file(png, "b.png"));
      const reserved = (await storageUse(db, accountId)).usedBytes;
      await recordUpload({ accountId, stored, record: staged.handOver });
      return { reserved, recorded: (await storageUse(db, accountId)).usedBytes };
    });
    expect(between).toEqual({ reserved: png.length * 2, recorded: png.length * 2 });
  });

  it("hands a tus creation's reservation over to its upload's row in one transaction", async () => {
    const caller = await callerFor({ plan: "pro" });
    const accountId = caller.account.id;
    const reservations = storageReservationsFor(accountId);
    await reservations.admit(1000);
    try {
      await recordTusUpload({ accountId, storeKey: "tus/handover0000000000", sizeBytes: 1000, name: "c.bin", handOver: reservations.handOver });
      expect((await storageUse(await getDb(), accountId)).usedBytes).toBe(1000);
    } finally {
      await reservations.release();
    }
  });

  it("records the bytes a request staged on its job, and counts them", async () => {
    const caller = await callerFor({ plan: "pro" });
    const job = await startConvert({ account: caller.account, source: file(png, "a.png"), input: parseConvertInput({}) });
    expect(job.inputSizeBytes).toBe(png.length);
    expect((await storageUse(await getDb(), caller.account.id)).usedBytes).toBe(png.length);
  });

  it("leaves no reservation behind a request that succeeded, nor one that was refused after staging", async () => {
    const caller = await callerFor({ plan: "pro", credits: 100 });
    const reservationsLeft = async () => (await (await getDb()).select().from(storageReservations).where(eq(storageReservations.accountId, caller.account.id))).length;
    await startConvert({ account: caller.account, source: file(png, "a.png"), input: parseConvertInput({}) });
    await createUpload({ accountId: caller.account.id, source: file(png, "b.png") });
    await startRun({ account: caller.account, source: file(png, "c.png"), input: readRunInput({ steps: [{ tool: "grayscale" }] }) });
    expect(await reservationsLeft()).toBe(0);
    await expect(startConvert({ account: caller.account, source: file(wav, "d.wav"), input: parseConvertInput({}) })).rejects.toMatchObject({ code: "audio_not_supported" });
    expect(await reservationsLeft()).toBe(0);
  });
});
