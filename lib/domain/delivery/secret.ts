// Holds or reads secrets or the database: a browser bundle that reaches it fails to build.
import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { now } from "@/lib/core/clock";
import { liveRotatedSecrets, rotateAway, type RotatedSecret } from "@/lib/core/rotated-secrets";
import { processState } from "@/lib/core/process-state";
import { deliverySecrets, getDb } from "@/lib/platform/db";
import { generateDeliverySecret } from "@/lib/platform/links/delivery";
import { serviceSecret } from "@/lib/platform/links/signing";
import type { DeliverySecretView } from "./schema";

/** The sealed columns of an account's delivery_secrets row that say which secrets sign its URLs. */
export type SealedDeliverySecrets = { secretSealed: string; previousSecrets: RotatedSecret[] | null };

/** Those columns, for a query that reads them beside others (acceptedSecretsOf takes its row). */
export const SEALED_SECRET_COLUMNS = {
  secretSealed: deliverySecrets.secretSealed,
  previousSecrets: deliverySecrets.previousSecrets,
};

/** Opened secrets by their sealed text, under the service secret that sealed them. */
type OpenedSecrets = { serviceSecret: string; key: Buffer; opened: LRUCache<string, string> };

declare module "@/lib/core/process-state" {
  interface ProcessState {
    deliverySecretsOpened?: OpenedSecrets;
  }
}

/** Bounds the opened secrets kept (one per account that serves URLs, and those rotated away within the day). */
const OPENED_MAX = 10_000;

/** The sealing key and the secrets opened with it, made again when the service secret changes. */
function openedSecrets(): OpenedSecrets {
  const state = processState();
  const secret = serviceSecret();
  if (state.deliverySecretsOpened?.serviceSecret !== secret) {
    // Derived, so a leaked sealing key says nothing about the link-signing key it comes from.
    const key = Buffer.from(hkdfSync("sha256", secret, "", "darkroom delivery secrets", 32));
    state.deliverySecretsOpened = { serviceSecret: secret, key, opened: new LRUCache({ max: OPENED_MAX }) };
  }
  return state.deliverySecretsOpened;
}

function seal(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", openedSecrets().key, iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}

/**
 * A sealed secret opened once per process: the sealed text names one secret for good (a rotation
 * seals a new one with a fresh IV), so the served path decrypts nothing it has seen before.
 */
function open(sealed: string): string {
  const { key, opened } = openedSecrets();
  let secret = opened.get(sealed);
  if (secret === undefined) {
    secret = decrypt(sealed, key);
    opened.set(sealed, secret);
  }
  return secret;
}

function decrypt(sealed: string, key: Buffer): string {
  const [, iv, tag, body] = sealed.split(".");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

async function readRow(accountId: string) {
  const db = await getDb();
  const [row] = await db.select().from(deliverySecrets).where(eq(deliverySecrets.accountId, accountId));
  return row;
}

/** The account's current secret, made (unrevealed) the first time the API signs a URL for it. */
export async function currentDeliverySecret(accountId: string): Promise<string> {
  const row = await readRow(accountId);
  if (row) return open(row.secretSealed);
  const db = await getDb();
  await db.insert(deliverySecrets).values({ accountId, secretSealed: seal(generateDeliverySecret()) }).onConflictDoNothing();
  return open((await readRow(accountId))!.secretSealed);
}

/**
 * Every secret a URL of the account may be signed with now, from its row read in this request: the
 * current one and each rotated away in the last 24 hours, at most five (none without a row).
 */
export function acceptedSecretsOf(row: SealedDeliverySecrets | null | undefined): string[] {
  if (!row) return [];
  return [open(row.secretSealed), ...liveRotatedSecrets(row.previousSecrets, now()).map((s) => open(s.sealed))];
}

/** Until when the latest secret rotated away still works, or null when none does. */
function previousValidUntil(row: SealedDeliverySecrets): string | null {
  return liveRotatedSecrets(row.previousSecrets, now())[0]?.valid_until ?? null;
}

/**
 * Shows the account's signing secret once: the current one if no one has seen it yet (so URLs the
 * API gave out keep their secret), else a new one that replaces it; the old one works 24 more hours,
 * whatever rotations follow (the last five rotated away are kept).
 */
export async function revealOrRotateDeliverySecret(accountId: string): Promise<DeliverySecretView> {
  await currentDeliverySecret(accountId);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(deliverySecrets).where(eq(deliverySecrets.accountId, accountId)).for("update");
    if (!row.revealed) {
      await tx.update(deliverySecrets).set({ revealed: true, updatedAt: now() }).where(eq(deliverySecrets.accountId, accountId));
      return { secret: open(row.secretSealed), previous_valid_until: previousValidUntil(row) };
    }
    const secret = generateDeliverySecret();
    const previousSecrets = rotateAway(row.previousSecrets, row.secretSealed, now());
    await tx
      .update(deliverySecrets)
      .set({ secretSealed: seal(secret), revealed: true, previousSecrets, updatedAt: now() })
      .where(eq(deliverySecrets.accountId, accountId));
    return { secret, previous_valid_until: previousSecrets[0].valid_until };
  });
}
