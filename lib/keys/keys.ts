import { createHash } from "node:crypto";
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { ApiError } from "@/lib/api/errors";
import { createId, randomBase62 } from "@/lib/api/ids";
import { accounts, apiKeys, getDb } from "@/lib/db";
import type { Account } from "@/lib/accounts/accounts";
import { now } from "@/lib/clock";

export const KEY_PREFIX = "dk_live_";
/** 32 base62 characters carry 190 bits, well over the 128 the house rules ask for. */
const KEY_RANDOM_LENGTH = 32;

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export function hashKey(plaintext: string): string {
  return createHash("sha256").update(plaintext).digest("hex");
}

/** A new key: the plaintext (shown once), its SHA-256, and a short fragment to display later. */
export function generateKey(): { key: string; hash: string; start: string } {
  const key = KEY_PREFIX + randomBase62(KEY_RANDOM_LENGTH);
  return { key, hash: hashKey(key), start: `${key.slice(0, KEY_PREFIX.length + 4)}…` };
}

export async function createKey({ accountId, name = "" }: { accountId: string; name?: string }) {
  const db = await getDb();
  const { key, hash, start } = generateKey();
  const [row] = await db.insert(apiKeys).values({ id: createId("key"), accountId, name, hash, start }).returning();
  return { row, key };
}

export async function listKeys({ accountId }: { accountId: string }): Promise<ApiKeyRow[]> {
  const db = await getDb();
  return db.select().from(apiKeys).where(eq(apiKeys.accountId, accountId)).orderBy(desc(apiKeys.createdAt));
}

/** Revokes one of the account's keys; another account's key id is a 404. Revoking twice is harmless. */
export async function revokeKey({ accountId, keyId }: { accountId?: string; keyId: string }): Promise<ApiKeyRow> {
  const db = await getDb();
  const owned = accountId ? and(eq(apiKeys.id, keyId), eq(apiKeys.accountId, accountId)) : eq(apiKeys.id, keyId);
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(owned)
    .returning();
  if (!row) throw new ApiError("not_found", `No API key ${keyId}.`);
  return row;
}

/** Looks up a live key by its plaintext; null for unknown or revoked keys. */
export async function findAccountByKey(plaintext: string): Promise<{ key: ApiKeyRow; account: Account } | null> {
  if (!plaintext.startsWith(KEY_PREFIX) || plaintext.length > 128) return null;
  const db = await getDb();
  const [row] = await db
    .select({ key: apiKeys, account: accounts })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(and(eq(apiKeys.hash, hashKey(plaintext)), isNull(apiKeys.revokedAt)));
  return row ?? null;
}

const LAST_USED_RESOLUTION_MS = 60_000;

/** Records use without a write on every request: at most once a minute per key (service clock, so tests can move it). */
export async function touchKeyLastUsed(keyId: string): Promise<void> {
  const db = await getDb();
  const at = now();
  const staleBefore = new Date(at.getTime() - LAST_USED_RESOLUTION_MS);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(apiKeys.id, keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
}

export function describeKey(row: ApiKeyRow) {
  return {
    id: row.id,
    name: row.name,
    start: row.start,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}
