import { hash } from "@node-rs/argon2";
import { and, eq, isNull, sql } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { createId } from "@/lib/core/ids";
import { env } from "@/lib/platform/config/env";
import { accounts, getDb, type Db, type Tx } from "@/lib/platform/db";
import { queryRows } from "@/lib/platform/db/raw";
import type { PlanId } from "./plans";
import { grantCreditsInTx } from "@/lib/domain/credits/ledger";

export type Account = typeof accounts.$inferSelect;

/** Live accounts only: a test twin shares its live account's e-mail (lib/domain/accounts/test-mode.ts). */
const LIVE = isNull(accounts.liveAccountId);
/** The predicate of the partial unique index on e-mail, as ON CONFLICT names it. */
const LIVE_EMAIL_INDEX = sql`live_account_id IS NULL`;

export async function getAccountById(accountId: string): Promise<Account | null> {
  const db = await getDb();
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row ?? null;
}

export async function getAccountByEmail(email: string): Promise<Account | null> {
  const db = await getDb();
  const [row] = await db.select().from(accounts).where(and(eq(accounts.email, email.toLowerCase()), isNull(accounts.liveAccountId)));
  return row ?? null;
}

/**
 * Signs up with a password: always a plain user on DARKROOM_SIGNUP_PLAN, granted DARKROOM_SIGNUP_CREDITS;
 * refused while sign-up is closed.
 */
export async function signUp({ email, password }: { email: string; password: string }): Promise<Account> {
  if (env().DARKROOM_SIGNUP === "closed") {
    throw new ApiError("signup_closed", "Sign-up is closed on this instance. Ask its operator for an account.");
  }
  const passwordHash = await hash(password);
  const db = await getDb();
  return db.transaction(async (tx) => grantStarterCredits(tx, await insertAccount(tx, { email, passwordHash, role: "user", plan: env().DARKROOM_SIGNUP_PLAN })));
}

/** An operator made on purpose (`darkroom operator create`, the /setup link): business plan, role operator. */
export async function createOperator({ email, password }: { email: string; password: string }): Promise<Account> {
  return insertPasswordAccount({ email, password, role: "operator", plan: "business" });
}

/**
 * The first operator through the one-time /setup link: refused once any operator exists, even when
 * two setups race (the table lock serializes them).
 */
export async function createFirstOperator({ email, password }: { email: string; password: string }): Promise<Account> {
  const passwordHash = await hash(password);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE accounts IN SHARE ROW EXCLUSIVE MODE`);
    if (await hasOperator(tx)) throw new ApiError("conflict", "This instance already has an operator. Sign in instead.");
    return grantStarterCredits(tx, await insertAccount(tx, { email, passwordHash, role: "operator", plan: "business" }));
  });
}

export async function operatorExists(): Promise<boolean> {
  return hasOperator(await getDb());
}

async function hasOperator(db: Db | Tx): Promise<boolean> {
  const [{ count }] = await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM accounts WHERE role = 'operator'`);
  return count > 0;
}

const accountChangeHooks: ((accountId: string) => void)[] = [];

/** `hook` hears of every plan or role change in this process (the key cache forgets the account's keys: lib/domain/register.ts). */
export function onAccountChanged(hook: (accountId: string) => void): void {
  if (!accountChangeHooks.includes(hook)) accountChangeHooks.push(hook);
}

function announceAccountChange(accountId: string): void {
  for (const hook of accountChangeHooks) hook(accountId);
}

type NewAccount = { email: string; role: "operator" | "user"; plan: PlanId };

async function insertPasswordAccount({ password, ...account }: NewAccount & { password: string }): Promise<Account> {
  const passwordHash = await hash(password);
  const db = await getDb();
  return db.transaction((tx) => insertAccount(tx, { ...account, passwordHash }));
}

async function insertAccount(tx: Tx, { email, passwordHash, role, plan }: NewAccount & { passwordHash: string }): Promise<Account> {
  const [row] = await tx
    .insert(accounts)
    .values({ id: createId("account"), email, passwordHash, plan, role })
    .onConflictDoNothing({ target: accounts.email, where: LIVE_EMAIL_INDEX })
    .returning();
  if (!row) throw new ApiError("email_taken", "An account with this e-mail already exists. Sign in instead.");
  return row;
}

/** The DARKROOM_SIGNUP_CREDITS a new Workbench account starts with, as a ledger grant in the account's own transaction. */
async function grantStarterCredits(tx: Tx, account: Account): Promise<Account> {
  const amount = env().DARKROOM_SIGNUP_CREDITS;
  if (amount === 0) return account;
  const { balance } = await grantCreditsInTx(tx, { accountId: account.id, amount, note: "Starter credits" });
  return { ...account, credits: balance };
}

/** Creates the account when it does not exist, else sets its plan (operator CLI). */
export async function upsertAccount(tx: Tx, { email, plan }: { email: string; plan: PlanId }): Promise<Account> {
  const [row] = await tx
    .insert(accounts)
    .values({ id: createId("account"), email, plan })
    .onConflictDoUpdate({ target: accounts.email, targetWhere: LIVE_EMAIL_INDEX, set: { plan } })
    .returning();
  await mirrorPlan(tx, row.id, plan);
  announceAccountChange(row.id);
  return row;
}

export async function setPlan({ accountId, plan }: { accountId: string; plan: PlanId }): Promise<Account> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(accounts).set({ plan }).where(eq(accounts.id, accountId)).returning();
    if (updated) await mirrorPlan(tx, accountId, plan);
    return updated;
  });
  if (!row) throw new ApiError("not_found", `No account ${accountId}`);
  announceAccountChange(accountId);
  return row;
}

/** Every live account (test twins are part of theirs). */
export async function listAccounts(): Promise<Account[]> {
  const db = await getDb();
  return db.select().from(accounts).where(LIVE).orderBy(accounts.createdAt);
}

/** A live account's plan holds for its test twin too; its keys are looked up again. */
async function mirrorPlan(tx: Tx, liveAccountId: string, plan: PlanId): Promise<void> {
  const twins = await tx.update(accounts).set({ plan }).where(eq(accounts.liveAccountId, liveAccountId)).returning({ id: accounts.id });
  for (const twin of twins) announceAccountChange(twin.id);
}
