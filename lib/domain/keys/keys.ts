// Holds or reads secrets or the database: a browser bundle that reaches it fails to build.
import "server-only";
import { createHash } from "node:crypto";
import { and, count, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { ApiError } from "@/lib/core/errors";
import { createId, isTestAccountId, randomBase62 } from "@/lib/core/ids";
import { liveAccountIdOf, testTwinOf } from "@/lib/domain/accounts/test-mode";
import { env } from "@/lib/platform/config/env";
import { accounts, apiKeys, getDb, type Tx } from "@/lib/platform/db";
import type { Account } from "@/lib/domain/accounts/accounts";
import { now } from "@/lib/core/clock";
import { processState } from "@/lib/core/process-state";

export const KEY_PREFIX = "dk_live_";
/** A test-mode key: it acts on the account's test twin (lib/domain/accounts/test-mode.ts). */
export const TEST_KEY_PREFIX = "dk_test_";
/** 32 base62 characters carry 190 bits, well over the 128 the house rules ask for. */
const KEY_RANDOM_LENGTH = 32;

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export type KeyOwner = { key: ApiKeyRow; account: Account };

/**
 * How long this process trusts a key lookup it made. Another process's revocation or plan change
 * takes effect here within this time; this process's own take effect at once (revokeKey,
 * forgetAccountKeys). Charging never trusts it: it reads the balance in its own transaction.
 */
export const KEY_CACHE_MS = 1_000;
/** Bounds the cache's memory (least recently used go first); only keys that exist are kept, so guessing keys cannot fill it. */
const KEY_CACHE_MAX = 10_000;

/** A lookup in flight or done; `found` is its owner once loaded, answered without waiting on the promise. */
type CachedLookup = { loadedAt: number; owner: Promise<KeyOwner | null>; accountId?: string; found?: KeyOwner };

declare module "@/lib/core/process-state" {
  interface ProcessState {
    keyCache?: LRUCache<string, CachedLookup>;
    keyTouches?: LRUCache<string, number>;
  }
}

// In the process state: Next bundles route code separately, and one process must have one cache to invalidate.
const knownKeys = (processState().keyCache ??= new LRUCache({ max: KEY_CACHE_MAX }));
const touchedAt = (processState().keyTouches ??= new LRUCache({ max: KEY_CACHE_MAX }));

export function hashKey(plaintext: string): string {
  return createHash("sha256").update(plaintext).digest("hex");
}

/** A new key: the plaintext (shown once), its SHA-256, and a short fragment to display later. */
export function generateKey(prefix = KEY_PREFIX): { key: string; hash: string; start: string } {
  const key = prefix + randomBase62(KEY_RANDOM_LENGTH);
  return { key, hash: hashKey(key), start: `${key.slice(0, prefix.length + 4)}…` };
}

/** Issues a key (a test-mode one with `test`); past API_KEYS_PER_ACCOUNT live keys of that mode the account must revoke one first (409 limit_reached). */
export async function createKey({ accountId, name = "", test = false }: { accountId: string; name?: string; test?: boolean }) {
  const db = await getDb();
  return db.transaction((tx) => insertKey(tx, { accountId, name, test }));
}

/**
 * createKey inside the caller's transaction (the operator's `keys create` makes the account in the same one).
 * `accountId` is either of the pair; a live key goes to the live account, a test key to its test twin (made on first use).
 */
export async function insertKey(tx: Tx, { accountId: either, name, test = false }: { accountId: string; name: string; test?: boolean }): Promise<{ row: ApiKeyRow; key: string }> {
  const [owner] = await tx.select({ id: accounts.id, liveAccountId: accounts.liveAccountId }).from(accounts).where(eq(accounts.id, either));
  if (!owner) throw new ApiError("not_found", `No account ${either}.`);
  const accountId = test ? (await testTwinOf(tx, liveAccountIdOf(owner))).id : liveAccountIdOf(owner);
  const max = env().API_KEYS_PER_ACCOUNT;
  // Holds the account, so two creations at once cannot both pass the count.
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("update");
  const [{ live }] = await tx.select({ live: count() }).from(apiKeys).where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)));
  if (live >= max) throw new ApiError("limit_reached", `An account holds at most ${max} live keys: revoke one you no longer use, then create this one.`);
  const { key, hash, start } = generateKey(test ? TEST_KEY_PREFIX : KEY_PREFIX);
  const [row] = await tx.insert(apiKeys).values({ id: createId("key"), accountId, name, hash, start }).returning();
  return { row, key };
}

/** The keys of an account and of its test twin (the Keys page manages both), newest first. */
export async function listKeys({ accountId }: { accountId: string }): Promise<ApiKeyRow[]> {
  const db = await getDb();
  return db.select().from(apiKeys).where(inSameAccount(await liveAccountIdFor(accountId))).orderBy(desc(apiKeys.createdAt));
}

/** The live account of an account id, either of the pair. */
async function liveAccountIdFor(accountId: string): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ id: accounts.id, liveAccountId: accounts.liveAccountId }).from(accounts).where(eq(accounts.id, accountId));
  return row ? liveAccountIdOf(row) : accountId;
}

/** Keys held by the live account or its test twin. */
function inSameAccount(liveAccountId: string) {
  return inArray(apiKeys.accountId, sql`(SELECT id FROM accounts WHERE id = ${liveAccountId} OR live_account_id = ${liveAccountId})`);
}

/** Revokes one of the account's keys, live or test; another account's key id is a 404. Revoking twice is harmless. */
export async function revokeKey({ accountId, keyId }: { accountId?: string; keyId: string }): Promise<ApiKeyRow & { revokedAt: Date }> {
  const db = await getDb();
  const owned = accountId ? and(eq(apiKeys.id, keyId), inSameAccount(await liveAccountIdFor(accountId))) : eq(apiKeys.id, keyId);
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(owned)
    .returning();
  if (!row) throw new ApiError("not_found", `No API key ${keyId}.`);
  knownKeys.delete(row.hash);
  // The update's coalesce sets revoked_at (now, or when it was first revoked).
  return row as ApiKeyRow & { revokedAt: Date };
}

/**
 * Looks up a live key by its plaintext; null for unknown or revoked keys. At most one query per key
 * per KEY_CACHE_MS; a lookup this process finished within that time is answered at once, not as a promise.
 */
export function findAccountByKey(plaintext: string): KeyOwner | null | Promise<KeyOwner | null> {
  if (!(plaintext.startsWith(KEY_PREFIX) || plaintext.startsWith(TEST_KEY_PREFIX)) || plaintext.length > 128) return null;
  const hash = hashKey(plaintext);
  const at = now().getTime();
  const cached = knownKeys.get(hash);
  if (cached && at - cached.loadedAt < KEY_CACHE_MS) return cached.found ?? cached.owner;
  return lookUpKey(hash, at);
}

async function lookUpKey(hash: string, at: number): Promise<KeyOwner | null> {
  // The lookup itself is shared, so a burst on an expired key costs one query; its start time is what ages.
  const lookup: CachedLookup = { loadedAt: at, owner: loadKeyOwner(hash) };
  knownKeys.set(hash, lookup);
  const owner = await lookup.owner.catch((error: unknown) => {
    forgetLookup(hash, lookup);
    throw error;
  });
  if (!owner) forgetLookup(hash, lookup);
  else [lookup.accountId, lookup.found] = [owner.account.id, owner];
  return owner;
}

function forgetLookup(hash: string, lookup: CachedLookup): void {
  if (knownKeys.peek(hash) === lookup) knownKeys.delete(hash);
}

async function loadKeyOwner(hash: string): Promise<KeyOwner | null> {
  const db = await getDb();
  const [row] = await db
    .select({ key: apiKeys, account: accounts })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(and(eq(apiKeys.hash, hash), isNull(apiKeys.revokedAt)));
  return row ?? null;
}

/** The account changed (plan, role): its keys are looked up again on their next use in this process. */
export function forgetAccountKeys(accountId: string): void {
  // A lookup still in flight may have read the old row: it goes too.
  for (const [hash, lookup] of [...knownKeys.entries()]) if (lookup.accountId === undefined || lookup.accountId === accountId) knownKeys.delete(hash);
}

const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Records use without a write on every request: this process writes a key's last_used_at at most
 * once a minute (service clock, so tests can move it), and the WHERE keeps several processes to
 * about that too.
 */
export function touchKeyLastUsed(keyId: string): Promise<void> | undefined {
  const at = now();
  const last = touchedAt.peek(keyId);
  // Most requests: nothing to write, and no promise made for it.
  if (last !== undefined && at.getTime() - last < LAST_USED_RESOLUTION_MS) return undefined;
  return writeLastUsed(keyId, at);
}

async function writeLastUsed(keyId: string, at: Date): Promise<void> {
  touchedAt.set(keyId, at.getTime());
  const staleBefore = new Date(at.getTime() - LAST_USED_RESOLUTION_MS);
  const db = await getDb();
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
    mode: isTestAccountId(row.accountId) ? ("test" as const) : ("live" as const),
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}
