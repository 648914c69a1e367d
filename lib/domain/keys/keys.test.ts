import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { advanceClockForTests, now, resetClockForTests } from "@/lib/core/clock";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { accounts, apiKeys, getDb } from "@/lib/platform/db";
import { makeAccount } from "@/test/helpers";
import { getAccountById, setPlan } from "@/lib/domain/accounts/accounts";
import { issueKeyForEmail } from "@/lib/domain/admin/operator";
import { createKey, describeKey, findAccountByKey, generateKey, KEY_CACHE_MS, listKeys, revokeKey, touchKeyLastUsed } from "./keys";

async function storedRow(keyId: string) {
  const db = await getDb();
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, keyId));
  return row;
}

afterEach(() => {
  resetClockForTests();
  vi.useRealTimers();
});

describe("generateKey", () => {
  it("makes dk_live_ + base62 keys carrying at least 128 random bits, each different", () => {
    const keys = Array.from({ length: 500 }, () => generateKey().key);
    for (const key of keys) expect(key).toMatch(/^dk_live_[0-9A-Za-z]+$/);
    expect((keys[0].length - "dk_live_".length) * Math.log2(62)).toBeGreaterThanOrEqual(128);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("returns the key's SHA-256 and a display fragment that gives away only four random characters", () => {
    const { key, hash, start } = generateKey();
    expect(hash).toBe(createHash("sha256").update(key).digest("hex"));
    expect(start).toBe(`${key.slice(0, 12)}…`);
  });
});

describe("createKey", () => {
  it("stores the SHA-256 and the fragment, never the plaintext", async () => {
    const { accountId } = await makeAccount();
    const { row, key } = await createKey({ accountId, name: "ci" });
    const stored = await storedRow(row.id);
    expect(stored.hash).toBe(createHash("sha256").update(key).digest("hex"));
    expect(Object.values(stored).map(String).filter((value) => value.includes(key.slice(12)))).toEqual([]);
    expect(describeKey(stored)).toEqual({ id: row.id, name: "ci", start: `${key.slice(0, 12)}…`, created_at: stored.createdAt.toISOString(), last_used_at: null, revoked_at: null, mode: "live" });
  });
});

describe("the keys-per-account cap", () => {
  afterEach(() => {
    delete process.env.API_KEYS_PER_ACCOUNT;
    resetEnvForTests();
  });

  it("refuses a key past API_KEYS_PER_ACCOUNT live keys with 409 limit_reached, counting parallel creations, and makes room when one is revoked", async () => {
    process.env.API_KEYS_PER_ACCOUNT = "3";
    resetEnvForTests();
    const { accountId, keyId } = await makeAccount();
    const attempts = await Promise.allSettled(Array.from({ length: 5 }, () => createKey({ accountId })));
    expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(2);
    for (const refused of attempts.filter((a) => a.status === "rejected")) {
      expect(refused.reason).toMatchObject({ code: "limit_reached", status: 409, message: expect.stringContaining("at most 3 live keys") });
    }
    expect(await listKeys({ accountId })).toHaveLength(3);

    await revokeKey({ accountId, keyId });
    await createKey({ accountId, name: "after revoking" });
    await expect(createKey({ accountId })).rejects.toMatchObject({ code: "limit_reached" });
  });

  it("holds for keys the operator issues too (darkroom keys create, POST /api/admin/keys)", async () => {
    process.env.API_KEYS_PER_ACCOUNT = "2";
    resetEnvForTests();
    const { email, accountId } = await makeAccount();
    await issueKeyForEmail({ email, plan: "pro", credits: 0 });
    await expect(issueKeyForEmail({ email, plan: "pro", credits: 5 })).rejects.toMatchObject({ code: "limit_reached", status: 409 });
    expect(await listKeys({ accountId })).toHaveLength(2);
    expect((await getAccountById(accountId))?.credits).toBe(0);
  });

  it("defaults to 20 live keys", async () => {
    const { accountId } = await makeAccount();
    for (let i = 1; i < 20; i++) await createKey({ accountId });
    await expect(createKey({ accountId })).rejects.toMatchObject({ code: "limit_reached", status: 409 });
  });
});

describe("findAccountByKey", () => {
  it("finds the account of a live key and nothing for unknown, malformed or revoked keys", async () => {
    const { accountId, key, keyId } = await makeAccount({ plan: "plus" });
    expect((await findAccountByKey(key))?.account).toMatchObject({ id: accountId, plan: "plus" });
    expect(await findAccountByKey(generateKey().key)).toBeNull();
    expect(await findAccountByKey(key.replace("dk_live_", "dk_test_"))).toBeNull();
    await revokeKey({ keyId });
    expect(await findAccountByKey(key)).toBeNull();
  });
});

describe("revokeKey", () => {
  it("answers not_found for another account's key and leaves it working", async () => {
    const owner = await makeAccount();
    const stranger = await makeAccount();
    await expect(revokeKey({ accountId: stranger.accountId, keyId: owner.keyId })).rejects.toMatchObject({ code: "not_found", status: 404 });
    expect(await findAccountByKey(owner.key)).not.toBeNull();
  });

  it("keeps the first revocation time when revoked twice", async () => {
    const { accountId, keyId } = await makeAccount();
    const first = await revokeKey({ accountId, keyId });
    const second = await revokeKey({ accountId, keyId });
    expect(second.revokedAt).toEqual(first.revokedAt);
    expect((await listKeys({ accountId })).map(describeKey)[0].revoked_at).toBe(first.revokedAt!.toISOString());
  });
});

describe("touchKeyLastUsed", () => {
  it("writes last_used_at on first use, then at most once a minute", async () => {
    const { keyId } = await makeAccount();
    await touchKeyLastUsed(keyId);
    const first = (await storedRow(keyId)).lastUsedAt!;
    expect(Math.abs(first.getTime() - now().getTime())).toBeLessThan(5_000);

    advanceClockForTests(50_000);
    await touchKeyLastUsed(keyId);
    expect((await storedRow(keyId)).lastUsedAt).toEqual(first);

    advanceClockForTests(15_000);
    await touchKeyLastUsed(keyId);
    const later = (await storedRow(keyId)).lastUsedAt!;
    expect(later.getTime() - first.getTime()).toBeGreaterThanOrEqual(65_000);
  });

  it("sends no query at all within the minute: a cleared last_used_at stays cleared until the minute is over", async () => {
    const { keyId } = await makeAccount();
    vi.useFakeTimers({ toFake: ["Date"] });
    await touchKeyLastUsed(keyId);
    const db = await getDb();
    await db.update(apiKeys).set({ lastUsedAt: null }).where(eq(apiKeys.id, keyId));

    advanceClockForTests(59_000);
    await touchKeyLastUsed(keyId);
    expect((await storedRow(keyId)).lastUsedAt).toBeNull();

    advanceClockForTests(2_000);
    await touchKeyLastUsed(keyId);
    expect((await storedRow(keyId)).lastUsedAt).not.toBeNull();
  });
});

describe("the key lookup cache", () => {
  it("refuses a key revoked in this process at once, though its lookup was cached a moment before", async () => {
    const { key, keyId, accountId } = await makeAccount();
    expect(await findAccountByKey(key)).not.toBeNull();
    await revokeKey({ accountId, keyId });
    expect(await findAccountByKey(key)).toBeNull();
  });

  it("refuses a key another process revoked within a second (the cache's lifetime)", async () => {
    const { key, keyId } = await makeAccount();
    expect(await findAccountByKey(key)).not.toBeNull();
    // Another process revokes straight in the shared database; this process's cache is not told.
    const db = await getDb();
    await db.update(apiKeys).set({ revokedAt: now() }).where(eq(apiKeys.id, keyId));
    expect(KEY_CACHE_MS).toBeLessThanOrEqual(1_000);
    advanceClockForTests(KEY_CACHE_MS);
    expect(await findAccountByKey(key)).toBeNull();
  });

  it("sees a plan change made in this process at once", async () => {
    const { key, accountId } = await makeAccount({ plan: "pro" });
    expect((await findAccountByKey(key))?.account.plan).toBe("pro");
    await setPlan({ accountId, plan: "basic" });
    expect((await findAccountByKey(key))?.account.plan).toBe("basic");
  });

  it("answers repeated lookups within the second from memory: a row changed behind its back is not seen until then", async () => {
    const { key, accountId } = await makeAccount({ plan: "pro" });
    // The wall clock stands still here, so only the service clock's moves count.
    vi.useFakeTimers({ toFake: ["Date"] });
    expect((await findAccountByKey(key))?.account.plan).toBe("pro");
    const db = await getDb();
    await db.update(accounts).set({ plan: "plus" }).where(eq(accounts.id, accountId));
    advanceClockForTests(KEY_CACHE_MS - 10);
    expect((await findAccountByKey(key))?.account.plan).toBe("pro");
    advanceClockForTests(10);
    expect((await findAccountByKey(key))?.account.plan).toBe("plus");
  });
});
