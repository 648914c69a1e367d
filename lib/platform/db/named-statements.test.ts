import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createId } from "@/lib/core/ids";
import { eq } from "drizzle-orm";
import { accounts, getDb, getDbDriver, jobOutputs } from "@/lib/platform/db";
import { readJobOrThrow } from "@/lib/domain/jobs/view";
import { recordedSkillJob, samplePng } from "@/test/fixtures/vault";
import { makeAccount } from "@/test/helpers";
import { queryRows } from "./raw";

const BASE_URL = "http://darkroom.test";

describe("named statements", () => {
  it("run a marked query as a statement prepared once, with the same answer each time", async () => {
    const { accountId } = await makeAccount();
    const { job } = await recordedSkillJob({ accountId, params: { skill: "grayscale", options: {} }, file: { bytes: await samplePng(), name: "out.png", mime: "image/png", width: 96, height: 64 } });
    const first = await readJobOrThrow({ accountId, jobId: job.id, baseUrl: BASE_URL });
    const second = await readJobOrThrow({ accountId, jobId: job.id, baseUrl: BASE_URL });
    expect({ ...second, outputs: second.outputs.map((o) => o.name) }).toEqual({ ...first, outputs: first.outputs.map((o) => o.name) });
    expect(first.outputs).toHaveLength(1);
    await expect(readJobOrThrow({ accountId, jobId: "job_missing", baseUrl: BASE_URL })).rejects.toMatchObject({ code: "not_found" });
    // PGlite has one session to look into; PostgreSQL prepares it on whichever pooled connection ran it.
    if ((await getDbDriver()) === "pglite") {
      const statements = await queryRows<{ name: string }>(await getDb(), sql`SELECT name FROM pg_prepared_statements`);
      expect(statements.map((s) => s.name)).toContain("darkroom_job_view");
    }
  });

  it("never run inside another caller's open transaction", async () => {
    const { accountId } = await makeAccount();
    const { job, outputs } = await recordedSkillJob({ accountId, params: { skill: "grayscale", options: {} }, file: { bytes: await samplePng(), name: "out.png", mime: "image/png", width: 96, height: 64 } });
    const db = await getDb();
    let read: ReturnType<typeof readJobOrThrow> | undefined;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(jobOutputs).values({ id: createId("blob"), jobId: job.id, position: 1, name: "uncommitted.png", mime: "image/png", sizeBytes: 5, blobKey: outputs[0].blobKey });
        read = readJobOrThrow({ accountId, jobId: job.id, baseUrl: BASE_URL });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await read!).outputs.map((o) => o.name)).not.toContain("uncommitted.png");
  });

  it("inside a transaction too: a failed statement rolls back, and the same text runs again after", async () => {
    const { accountId, email } = await makeAccount();
    const db = await getDb();
    const insertAccount = (tx: Pick<typeof db, "insert">, id: string, address: string) => tx.insert(accounts).values({ id, email: address, plan: "pro" });
    const creditsOf = async () => (await db.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, accountId)))[0].credits;
    const before = await creditsOf();
    // The same insert twice in one transaction: the second breaks the unique e-mail, so the credit change goes too.
    await expect(
      db.transaction(async (tx) => {
        await tx.update(accounts).set({ credits: before + 7 }).where(eq(accounts.id, accountId));
        await insertAccount(tx, createId("account"), `twin-${email}`);
        await insertAccount(tx, createId("account"), `twin-${email}`);
      }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: "23505" }) });
    expect(await creditsOf()).toBe(before);
    await db.transaction((tx) => insertAccount(tx, createId("account"), `twin-${email}`));
    expect(await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, `twin-${email}`))).toHaveLength(1);
    if ((await getDbDriver()) === "pglite") {
      // Every data statement the service runs is kept as a named statement on the embedded database.
      const statements = await queryRows<{ statement: string }>(db, sql`SELECT statement FROM pg_prepared_statements`);
      expect(statements.map((s) => s.statement)).toEqual(expect.arrayContaining([expect.stringMatching(/^insert into "accounts"/)]));
    }
  });

  it("answer a statement's later runs with the columns of its first, whatever rows they find", async () => {
    const db = await getDb();
    const lookup = (email: string) => queryRows<{ id: string; plan: string }>(db, sql`SELECT id, plan FROM accounts WHERE email = ${email}`);
    const { accountId, email } = await makeAccount();
    expect(await lookup("nobody@example.com")).toEqual([]);
    expect(await lookup(email)).toEqual([{ id: accountId, plan: "pro" }]);
    expect(await lookup(email)).toEqual([{ id: accountId, plan: "pro" }]);
    expect(await lookup("nobody@example.com")).toEqual([]);
  });
});
