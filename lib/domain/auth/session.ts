import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import { createId } from "@/lib/core/ids";
import { now } from "@/lib/core/clock";
import { accounts, getDb, sessions } from "@/lib/platform/db";
import type { Account } from "@/lib/domain/accounts/accounts";
import { ensureTestTwin } from "@/lib/domain/accounts/test-mode";
import { ApiError } from "@/lib/core/errors";
import { LIMITS } from "@/lib/platform/config/limits";

export const SESSION_DAYS = LIMITS.sessionDays.value;
export const SESSION_IDLE_DAYS = LIMITS.sessionIdleDays.value;
const DAY_MS = 86_400_000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;
const MAX_USER_AGENT_CHARS = 300;

export type SessionRow = typeof sessions.$inferSelect;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new session; only the token's hash is stored, the token itself lives in the HTTP-only cookie. */
export async function createSession(accountId: string, { userAgent = "", address = "" }: { userAgent?: string; address?: string } = {}) {
  const token = randomBytes(32).toString("base64url");
  const started = now();
  const expiresAt = new Date(started.getTime() + SESSION_DAYS * DAY_MS);
  const db = await getDb();
  const id = createId("session");
  await db.insert(sessions).values({
    id,
    tokenHash: hashToken(token),
    accountId,
    createdAt: started,
    lastSeenAt: started,
    expiresAt,
    userAgent: userAgent.slice(0, MAX_USER_AGENT_CHARS),
    address,
  });
  return { id, token, expiresAt };
}

/**
 * The live session behind a token and its account: not past its 30 days, and used within the last
 * 7. Each use (at most once a minute) moves last_seen_at and the address it was used from.
 */
export async function findSession(token: string | undefined, address?: string): Promise<{ session: SessionRow; account: Account } | null> {
  if (!token || token.length > 100) return null;
  const at = now();
  const db = await getDb();
  const [row] = await db
    .select({ session: sessions, account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, at),
        gt(sessions.lastSeenAt, new Date(at.getTime() - SESSION_IDLE_DAYS * DAY_MS)),
      ),
    );
  if (!row) return null;
  if (row.session.testMode) row.account = await testTwinFor(row.account.id);
  if (at.getTime() - row.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS || (address && address !== row.session.address)) {
    await db
      .update(sessions)
      .set({ lastSeenAt: at, ...(address ? { address } : {}) })
      .where(eq(sessions.id, row.session.id));
  }
  return row;
}

export async function accountForSession(token: string | undefined, address?: string): Promise<Account | null> {
  return (await findSession(token, address))?.account ?? null;
}

/** The live account's test twin: read, or made on first use. */
async function testTwinFor(liveAccountId: string): Promise<Account> {
  const db = await getDb();
  const [twin] = await db.select().from(accounts).where(eq(accounts.liveAccountId, liveAccountId));
  return twin ?? ensureTestTwin(liveAccountId);
}

/** Switches a session between the live account and its test twin (the Workbench's mode switch). */
export async function setSessionMode(token: string | undefined, mode: "live" | "test"): Promise<void> {
  const found = await findSession(token);
  if (!found) throw new ApiError("unauthorized", "Sign in to the Workbench to do this.");
  if (mode === "test") await ensureTestTwin(found.session.accountId);
  const db = await getDb();
  await db.update(sessions).set({ testMode: mode === "test" }).where(eq(sessions.id, found.session.id));
}

export async function endSession(token: string | undefined): Promise<void> {
  if (!token) return;
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** The account's live sessions, most recently used first. */
export async function listSessions(accountId: string): Promise<SessionRow[]> {
  const at = now();
  const db = await getDb();
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.accountId, accountId),
        gt(sessions.expiresAt, at),
        gt(sessions.lastSeenAt, new Date(at.getTime() - SESSION_IDLE_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Ends one of the account's sessions; false when the account has no session with that id. */
export async function endSessionById({ accountId, sessionId }: { accountId: string; sessionId: string }): Promise<boolean> {
  const db = await getDb();
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.accountId, accountId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every session of the account but one (after a password change); answers how many ended. */
export async function endOtherSessions({ accountId, keepSessionId }: { accountId: string; keepSessionId: string }): Promise<number> {
  const db = await getDb();
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.accountId, accountId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}
