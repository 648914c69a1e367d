// Holds or reads secrets or the database: a browser bundle that reaches it fails to build.
import "server-only";
import { createHash } from "node:crypto";
import { and, count, desc, eq, gt, isNull, lt, lte, or, sql } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { formatBytes } from "@/lib/core/bytes";
import { createId, randomBase62 } from "@/lib/core/ids";
import { now } from "@/lib/core/clock";
import { env } from "@/lib/platform/config/env";
import { LIMITS } from "@/lib/platform/config/limits";
import { accounts, getDb, uploadTokens } from "@/lib/platform/db";
import type { Account } from "@/lib/domain/accounts/accounts";
import { getRecipeOrThrow } from "@/lib/domain/recipes/recipes";
import type { MediaKind } from "@/lib/platform/media/sniff";
import type { UploadTokenKind } from "./schema";
import type { AcceptFile } from "@/lib/domain/jobs/job-request";
import { startRun } from "@/lib/domain/runs/start-run";

export const UPLOAD_TOKEN_PREFIX = "dut_";
const TOKEN_RANDOM_LENGTH = 32;
const KEPT_MS = LIMITS.uploadTokenKeptHours.value * 3600 * 1000;

export type UploadTokenRow = typeof uploadTokens.$inferSelect;
export type UploadTokenOwner = { token: UploadTokenRow; account: Account };

function hashToken(plaintext: string): string {
  return createHash("sha256").update(plaintext).digest("hex");
}

/** A token that still works: not revoked, not expired, not used up. */
const live = (at: Date) => and(isNull(uploadTokens.revokedAt), gt(uploadTokens.expiresAt, at), lt(uploadTokens.uses, uploadTokens.usesAllowed));

/**
 * Issues an upload token: the plaintext (shown once) and its row. The recipe, when named, must be one
 * the account can run; an account holds at most LIMITS.uploadTokensPerAccount live tokens.
 */
export async function createUploadToken({
  accountId,
  maxBytes,
  types,
  expiresInSeconds,
  uses,
  recipeId,
}: {
  accountId: string;
  maxBytes: number;
  types?: UploadTokenKind[];
  expiresInSeconds: number;
  uses: number;
  recipeId?: string;
}): Promise<{ row: UploadTokenRow; token: string }> {
  const largest = env().MAX_UPLOAD_BYTES;
  if (maxBytes > largest) throw new ApiError("invalid_request", `max_bytes is at most ${largest} (${formatBytes(largest)}), the largest upload this server takes.`);
  if (recipeId) await getRecipeOrThrow({ accountId, recipeId });
  const token = UPLOAD_TOKEN_PREFIX + randomBase62(TOKEN_RANDOM_LENGTH);
  const at = now();
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    // Holds the account, so two creations at once cannot both pass the count.
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("update");
    const [{ held }] = await tx.select({ held: count() }).from(uploadTokens).where(and(eq(uploadTokens.accountId, accountId), live(at)));
    const max = LIMITS.uploadTokensPerAccount.value;
    if (held >= max) throw new ApiError("limit_reached", `An account holds at most ${max} working upload tokens: revoke some, or let them expire.`);
    const [inserted] = await tx
      .insert(uploadTokens)
      .values({
        id: createId("uploadToken"),
        accountId,
        hash: hashToken(token),
        start: `${token.slice(0, UPLOAD_TOKEN_PREFIX.length + 4)}…`,
        maxBytes,
        types: types ? [...new Set(types)] : null,
        recipeId: recipeId ?? null,
        usesAllowed: uses,
        expiresAt: new Date(at.getTime() + expiresInSeconds * 1000),
        createdAt: at,
      })
      .returning();
    return inserted;
  });
  return { row, token };
}

/** The account's tokens, newest first: working ones and those ended within the last day. */
export async function listUploadTokens({ accountId }: { accountId: string }): Promise<UploadTokenRow[]> {
  const db = await getDb();
  const since = new Date(now().getTime() - KEPT_MS);
  return db
    .select()
    .from(uploadTokens)
    .where(and(eq(uploadTokens.accountId, accountId), gt(uploadTokens.expiresAt, since)))
    .orderBy(desc(uploadTokens.createdAt));
}

/** Revokes one of the account's tokens at once; another account's id is a 404. Revoking twice is harmless. */
export async function revokeUploadToken({ accountId, tokenId }: { accountId: string; tokenId: string }): Promise<UploadTokenRow & { revokedAt: Date }> {
  const db = await getDb();
  const [row] = await db
    .update(uploadTokens)
    .set({ revokedAt: sql`coalesce(${uploadTokens.revokedAt}, now())` })
    .where(and(eq(uploadTokens.id, tokenId), eq(uploadTokens.accountId, accountId)))
    .returning();
  if (!row) throw new ApiError("not_found", `No upload token ${tokenId}.`);
  return row as UploadTokenRow & { revokedAt: Date };
}

/** Whether a bearer credential is an upload token (rather than an API key). */
export function isUploadToken(plaintext: string): boolean {
  return plaintext.startsWith(UPLOAD_TOKEN_PREFIX);
}

/**
 * The owner of a token, read afresh on every request (a revocation holds at once); 401 for an unknown,
 * revoked or expired one, saying which. A used-up token still sends the rest of the uploads it started
 * (tus PATCH); starting another is refused by spendUploadToken.
 */
export async function authenticateUploadToken(plaintext: string): Promise<UploadTokenOwner> {
  if (plaintext.length > 128) throw new ApiError("unauthorized", "The upload token is unknown.");
  const db = await getDb();
  const [found] = await db
    .select({ token: uploadTokens, account: accounts })
    .from(uploadTokens)
    .innerJoin(accounts, eq(accounts.id, uploadTokens.accountId))
    .where(eq(uploadTokens.hash, hashToken(plaintext)));
  if (!found) throw new ApiError("unauthorized", "The upload token is unknown.");
  if (found.token.revokedAt) throw new ApiError("unauthorized", "The upload token was revoked.");
  if (found.token.expiresAt <= now()) throw new ApiError("unauthorized", "The upload token expired: ask for a new one.");
  return found;
}

/**
 * Checks a file against the token before anything is stored: its size (declared or read) and, once
 * known, its kind by content.
 */
export function checkTokenFile(token: UploadTokenRow, { sizeBytes, kind }: { sizeBytes?: number; kind?: MediaKind }): void {
  if (sizeBytes !== undefined && sizeBytes > token.maxBytes) {
    throw new ApiError("file_too_large", `The file is ${formatBytes(sizeBytes)}; this upload token takes at most ${formatBytes(token.maxBytes)}.`);
  }
  if (kind !== undefined && token.types && !token.types.includes(kind)) {
    throw new ApiError("unsupported_input", `This upload token takes ${token.types.join(" or ")} files; this one is ${kind === "image" ? "an" : "a"} ${kind}.`);
  }
}

/**
 * Spends one use as an upload starts, atomically: two uploads racing for a token's last use cannot both
 * start. 401 when it is used up (or ended meanwhile).
 */
export async function spendUploadToken(tokenId: string): Promise<void> {
  const at = now();
  const db = await getDb();
  const spent = await db
    .update(uploadTokens)
    .set({ uses: sql`${uploadTokens.uses} + 1`, lastUsedAt: at })
    .where(and(eq(uploadTokens.id, tokenId), live(at)))
    .returning({ id: uploadTokens.id });
  if (!spent.length) throw new ApiError("unauthorized", "The upload token is used up: ask for a new one.");
}

/** Deletes tokens that ended more than a day ago (the retention sweep). */
export async function deleteEndedUploadTokens(): Promise<number> {
  const db = await getDb();
  const before = new Date(now().getTime() - KEPT_MS);
  const deleted = await db
    .delete(uploadTokens)
    .where(or(lte(uploadTokens.expiresAt, before), lte(uploadTokens.revokedAt, before)))
    .returning({ id: uploadTokens.id });
  return deleted.length;
}

export function describeUploadToken(row: UploadTokenRow) {
  return {
    id: row.id,
    start: row.start,
    max_bytes: row.maxBytes,
    types: (row.types as UploadTokenKind[] | null) ?? null,
    recipe: row.recipeId,
    uses_allowed: row.usesAllowed,
    uses: row.uses,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** The token's bounds as a stage check: size first, then kind by content, before the file is stored. */
export function acceptForToken(token: UploadTokenRow): AcceptFile {
  return (file) => checkTokenFile(token, file);
}

/** Starts the token's recipe on an upload it made, charged to the account; null without a recipe. */
export async function runTokenRecipe({ token, account, jobId }: { token: UploadTokenRow; account: Account; jobId: string }): Promise<string | null> {
  if (!token.recipeId) return null;
  const { job } = await startRun({ account, source: { kind: "job", jobId }, input: { recipe: token.recipeId, wait: false, dry_run: false } });
  return job.id;
}
