import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { randomBase62 } from "@/lib/core/ids";
import { now } from "@/lib/core/clock";
import { getDb, idempotencyKeys, queryRows } from "@/lib/platform/db";
import { log } from "@/lib/core/log";
import { LIMITS } from "@/lib/platform/config/limits";

/** Stripe's window: a key answers the same for 24 hours after its first request. */
export const IDEMPOTENCY_TTL_MS = LIMITS.idempotencyKeyHours.value * 3_600_000;
export const IDEMPOTENCY_KEY_MAX_LENGTH = LIMITS.idempotencyKeyChars.value;
/** How long a running request holds its key without renewing: a crashed process blocks it at most this long. */
export const IDEMPOTENCY_LEASE_MS = 60_000;
const RENEW_EVERY_MS = IDEMPOTENCY_LEASE_MS / 4;

/** An answer as it is stored and replayed. */
export type StoredAnswer = { status: number; body: string; headers: Record<string, string> };

/** What a request answered; `secret` marks an answer that carries one (shown once), so it is never kept. */
export type FreshAnswer = StoredAnswer & { secret?: boolean };

/** Whether an answer is kept: 2xx and 4xx, but not a 5xx nor a 429 (both say "try again"). */
export function isStorable(status: number): boolean {
  return status < 500 && status !== 429;
}

/** Refuses a key that is empty or longer than 255 characters. */
export function checkIdempotencyKey(key: string): string {
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new ApiError("invalid_idempotency_key", `An idempotency key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters long; this one has ${key.length}.`);
  }
  return key;
}

/** The SHA-256 of what makes two requests "the same": method, path (with query), the headers that change its meaning, and a digest of the body. */
export function fingerprintOf({ method, path, headers, body }: { method: string; path: string; headers?: Record<string, string | undefined>; body: string }): string {
  const meaning = headers ? `${canonicalJson(headers)}\n` : "";
  return createHash("sha256").update(`${method} ${path}\n${meaning}${body}`).digest("hex");
}

/** JSON with object keys sorted, so two bodies that differ only in key order or spacing read the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => compareText(a, b)).map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** Orders strings by code unit, the same on every machine (localeCompare is not). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Runs `run` once per (account, key): the first call runs it and stores its answer (unless a 5xx or
 * 429, which releases the key); a later call with the same fingerprint gets that answer back with
 * `replayed: true`, one with another fingerprint `422 idempotency_key_reused`, and one while the first
 * still runs `409 idempotency_key_in_use`. An answer marked `secret` keeps only its status: its replay is
 * `409 idempotency_replay_refused`, so the secret is never stored nor sent twice. Shared by REST (withApi) and MCP.
 */
export async function runOnce({ accountId, key, fingerprint, run }: {
  accountId: string;
  key: string;
  fingerprint: string;
  run: () => Promise<FreshAnswer>;
}): Promise<StoredAnswer & { replayed: boolean }> {
  checkIdempotencyKey(key);
  const owner = randomBase62(16);
  // The row can vanish between the claim and the read (finished with a 5xx, swept): claim again.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await claim({ accountId, key, fingerprint, owner })) return { ...(await runClaimed({ accountId, key, owner, run })), replayed: false };
    const existing = await readKey({ accountId, key });
    if (!existing) continue;
    if (existing.fingerprint !== fingerprint) {
      throw new ApiError("idempotency_key_reused", "This idempotency key was already used for a different request (method, path or body) in the last 24 hours. Use a new key for a new request.");
    }
    if (existing.state === "running" || existing.status === null) throw keyInUse();
    if (existing.body === null) throw replayRefused();
    return { status: existing.status, body: existing.body, headers: existing.headers ?? {}, replayed: true };
  }
  throw keyInUse();
}

const keyInUse = () => new ApiError("idempotency_key_in_use", "A request with this idempotency key is still running. Retry after it ends to get its answer.");
const replayRefused = () =>
  new ApiError(
    "idempotency_replay_refused",
    "The request with this idempotency key already succeeded. Its answer carried a secret or a private link, which is never kept, so it is not replayed: list what it created, or send a new key to create another.",
  );

/**
 * Takes the key: inserts the running row, or takes over one older than 24 hours or whose lease lapsed.
 * The primary key makes this the lock between processes; answers whether this call owns the key.
 */
async function claim({ accountId, key, fingerprint, owner }: { accountId: string; key: string; fingerprint: string; owner: string }): Promise<boolean> {
  const at = now();
  const leaseEnd = new Date(at.getTime() + IDEMPOTENCY_LEASE_MS).toISOString();
  const cutoff = new Date(at.getTime() - IDEMPOTENCY_TTL_MS).toISOString();
  const rows = await queryRows<{ owner: string }>(
    await getDb(),
    sql`INSERT INTO idempotency_keys (account_id, key, fingerprint, state, owner, locked_until, created_at)
        VALUES (${accountId}, ${key}, ${fingerprint}, 'running', ${owner}, ${leaseEnd}::timestamptz, ${at.toISOString()}::timestamptz)
        ON CONFLICT (account_id, key) DO UPDATE
          SET fingerprint = EXCLUDED.fingerprint, state = 'running', owner = EXCLUDED.owner, locked_until = EXCLUDED.locked_until,
              created_at = EXCLUDED.created_at, status = NULL, body = NULL, headers = NULL
          WHERE idempotency_keys.created_at < ${cutoff}::timestamptz
             OR (idempotency_keys.state = 'running' AND idempotency_keys.locked_until < ${at.toISOString()}::timestamptz)
        RETURNING owner`,
  );
  return rows[0]?.owner === owner;
}

async function readKey({ accountId, key }: { accountId: string; key: string }) {
  const db = await getDb();
  const [row] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Runs the owner's request, renewing its lease meanwhile, then stores the answer or releases the key. */
async function runClaimed({ accountId, key, owner, run }: { accountId: string; key: string; owner: string; run: () => Promise<FreshAnswer> }): Promise<StoredAnswer> {
  const db = await getDb();
  const mine = and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.owner, owner));
  const renew = setInterval(() => {
    void db
      .update(idempotencyKeys)
      .set({ lockedUntil: new Date(now().getTime() + IDEMPOTENCY_LEASE_MS) })
      .where(mine)
      .catch((error: unknown) => log().error({ err: error, idempotency_key: key }, "idempotency lease renewal failed"));
  }, RENEW_EVERY_MS);
  renew.unref();
  try {
    const answer = await run();
    // Only while this call still owns the row: a request that outlived its lease lost the key.
    if (isStorable(answer.status)) {
      // A secret's answer keeps its status alone: a null body is what refuses its replays.
      const kept = answer.secret ? { body: null, headers: null } : { body: answer.body, headers: answer.headers };
      await db.update(idempotencyKeys).set({ state: "done", status: answer.status, ...kept, lockedUntil: null }).where(mine);
    } else {
      await db.delete(idempotencyKeys).where(mine);
    }
    return answer;
  } catch (error) {
    await db.delete(idempotencyKeys).where(mine);
    throw error;
  } finally {
    clearInterval(renew);
  }
}

/** Deletes keys older than 24 hours (run by the retention sweep); answers how many went. */
export async function sweepIdempotencyKeys(): Promise<number> {
  const db = await getDb();
  const cutoff = new Date(now().getTime() - IDEMPOTENCY_TTL_MS);
  const removed = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)).returning({ key: idempotencyKeys.key });
  return removed.length;
}
