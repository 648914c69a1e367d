import { and, count, desc, eq, sql } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { createId } from "@/lib/core/ids";
import { now } from "@/lib/core/clock";
import { rotateAway } from "@/lib/core/rotated-secrets";
import { env } from "@/lib/platform/config/env";
import { accounts, getDb, webhookDeliveries, webhookEndpoints } from "@/lib/platform/db";
import { assertAllowedUrl } from "@/lib/platform/inputs/safe-fetch";
import { requirePaidPlan } from "@/lib/domain/accounts/plan-access";
import { announceDeliveries, queueAttempt, queueDelivery, type DeliveryRow } from "./outbox";
import type { CreateWebhookInput, DeliveryView, WebhookEvent, WebhookPatch, WebhookView } from "./schema";
import { generateWebhookSecret, sealSecret } from "./secret";
import { LIMITS } from "@/lib/platform/config/limits";

export type WebhookRow = typeof webhookEndpoints.$inferSelect;

/** Who changes or triggers webhooks: the account and its plan (webhooks are a paid feature). */
type Owner = { id: string; plan: string };

/** How many deliveries the log shows, newest first. */
const DELIVERY_LOG_LENGTH = LIMITS.webhookDeliveriesListed.value;

export function describeWebhook(row: WebhookRow): WebhookView {
  return {
    id: row.id,
    url: row.url,
    // Written only through CreateWebhookInput and WebhookPatch, which accept known events alone.
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function describeDelivery(row: DeliveryRow): DeliveryView {
  return {
    id: row.id,
    event: row.event,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    attempts: row.attempts,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    delay_reason: isDelayed(row)
      ? `Delayed, not dropped: this account sends at most ${env().WEBHOOK_DELIVERIES_PER_HOUR} webhook deliveries an hour, so the first attempt waits until ${row.sendAt.toISOString()}.`
      : null,
  };
}

/** Waiting for its first attempt at the place the hourly budget gave it (not since retried by hand). */
function isDelayed(row: DeliveryRow): boolean {
  return row.status === "pending" && row.attempts.length === 0 && row.sendAt > row.occurredAt && row.nextAttemptAt?.getTime() === row.sendAt.getTime();
}

/** Webhooks follow the plan rule of /api/v1: a basic account's session is refused as its keys are. */
function requireWebhooks(account: Owner): void {
  requirePaidPlan(account.plan, "Webhooks");
}

/**
 * Saves an endpoint whose URL passes the address policy, up to WEBHOOK_ENDPOINTS_PER_ACCOUNT (each
 * event is one delivery per endpoint); the secret is in the answer and never again.
 */
export async function createWebhook({ account, input, linkBaseUrl }: { account: Owner; input: CreateWebhookInput; linkBaseUrl: string }) {
  requireWebhooks(account);
  const url = await assertAllowedUrl(input.url);
  const secret = generateWebhookSecret();
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    // Concurrent creations of one account queue behind this lock, so together they cannot pass the limit.
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, account.id)).for("update");
    const [{ n }] = await tx.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.accountId, account.id));
    const limit = env().WEBHOOK_ENDPOINTS_PER_ACCOUNT;
    if (n >= limit) throw new ApiError("limit_reached", `An account may have ${limit} webhook endpoints and this one has ${n}. Delete one, or subscribe an existing one to more events.`);
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({ id: createId("webhook"), accountId: account.id, url: url.href, events: input.events, secretSealed: sealSecret(secret), linkBaseUrl })
      .returning();
    return created;
  });
  return { row, secret };
}

export async function listWebhooks({ accountId }: { accountId: string }): Promise<WebhookRow[]> {
  const db = await getDb();
  return db.select().from(webhookEndpoints).where(eq(webhookEndpoints.accountId, accountId)).orderBy(desc(webhookEndpoints.createdAt));
}

/** Loads an endpoint and checks tenancy: another account's endpoint is indistinguishable from a missing one. */
export async function getWebhookOrThrow({ accountId, webhookId }: { accountId: string; webhookId: string }): Promise<WebhookRow> {
  const db = await getDb();
  const [row] = await db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.accountId, accountId)));
  if (!row) throw new ApiError("not_found", `No webhook ${webhookId}.`);
  return row;
}

/** Changes URL, events or state; enabling again clears the reason it was disabled and its failure streak. */
export async function updateWebhook({ account, webhookId, patch }: { account: Owner; webhookId: string; patch: WebhookPatch }): Promise<WebhookRow> {
  requireWebhooks(account);
  const accountId = account.id;
  await getWebhookOrThrow({ accountId, webhookId });
  const url = patch.url === undefined ? undefined : (await assertAllowedUrl(patch.url)).href;
  const db = await getDb();
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      updatedAt: sql`now()`,
      ...(url !== undefined ? { url } : {}),
      ...(patch.events !== undefined ? { events: patch.events } : {}),
      ...(patch.enabled === true ? { enabled: true, disabledReason: null, failingSince: null } : {}),
      ...(patch.enabled === false ? { enabled: false, disabledReason: null } : {}),
    })
    .where(and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.accountId, accountId)))
    .returning();
  return row;
}

/** Deletes an endpoint with its delivery log; its pending attempts find nothing and stop. */
export async function deleteWebhook({ accountId, webhookId }: { accountId: string; webhookId: string }): Promise<void> {
  await getWebhookOrThrow({ accountId, webhookId });
  const db = await getDb();
  await db.delete(webhookEndpoints).where(and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.accountId, accountId)));
}

/**
 * Replaces the signing secret; the new one is in the answer and never again. Each secret replaced
 * keeps signing messages beside it for 24 hours, however many rotations follow (the last five), so a
 * receiver still holding one keeps verifying while it is updated.
 */
export async function rotateWebhookSecret({ account, webhookId }: { account: Owner; webhookId: string }) {
  requireWebhooks(account);
  const accountId = account.id;
  await getWebhookOrThrow({ accountId, webhookId });
  const secret = generateWebhookSecret();
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const match = and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.accountId, accountId));
    const [current] = await tx.select({ secretSealed: webhookEndpoints.secretSealed, previousSecrets: webhookEndpoints.previousSecrets }).from(webhookEndpoints).where(match).for("update");
    if (!current) throw new ApiError("not_found", `No webhook ${webhookId}.`);
    const [updated] = await tx
      .update(webhookEndpoints)
      .set({ secretSealed: sealSecret(secret), previousSecrets: rotateAway(current.previousSecrets, current.secretSealed, now()), updatedAt: sql`now()` })
      .where(match)
      .returning();
    return updated;
  });
  return { row, secret };
}

/** Queues a `ping` to the endpoint, sent even while it is disabled (to check a fix before enabling it). */
export async function sendTestPing({ account, webhookId }: { account: Owner; webhookId: string }): Promise<DeliveryRow> {
  requireWebhooks(account);
  const accountId = account.id;
  const endpoint = await getWebhookOrThrow({ accountId, webhookId });
  const db = await getDb();
  const { delivery, jobId } = await db.transaction((tx) =>
    queueDelivery(tx, { endpointId: endpoint.id, accountId, event: "ping", data: { webhook_id: endpoint.id }, manual: true }),
  );
  announceDeliveries([jobId]);
  return readDelivery(delivery.id);
}

export async function listDeliveries({ accountId, webhookId }: { accountId: string; webhookId: string }): Promise<DeliveryRow[]> {
  await getWebhookOrThrow({ accountId, webhookId });
  const db = await getDb();
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_LENGTH);
}

/** Attempts a delivery again now, whatever its state; a scheduled attempt it replaces does nothing. */
export async function retryDelivery({ account, webhookId, deliveryId }: { account: Owner; webhookId: string; deliveryId: string }): Promise<DeliveryRow> {
  requireWebhooks(account);
  await getWebhookOrThrow({ accountId: account.id, webhookId });
  const db = await getDb();
  const jobId = await db.transaction(async (tx) => {
    const [delivery] = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, webhookId)))
      .for("update");
    if (!delivery) throw new ApiError("not_found", `No delivery ${deliveryId}.`);
    return queueAttempt(tx, delivery, { manual: true });
  });
  announceDeliveries([jobId]);
  return readDelivery(deliveryId);
}

async function readDelivery(deliveryId: string): Promise<DeliveryRow> {
  const db = await getDb();
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  return row;
}
