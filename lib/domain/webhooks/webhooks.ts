import { and, desc, eq, sql } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { createId } from "@/lib/core/ids";
import { getDb, webhookDeliveries, webhookEndpoints } from "@/lib/platform/db";
import { assertAllowedUrl } from "@/lib/platform/inputs/safe-fetch";
import { announceDeliveries, queueAttempt, queueDelivery, type DeliveryRow } from "./outbox";
import type { CreateWebhookInput, DeliveryView, WebhookEvent, WebhookPatch, WebhookView } from "./schema";
import { generateWebhookSecret, sealSecret } from "./secret";
import { LIMITS } from "@/lib/platform/config/limits";

export type WebhookRow = typeof webhookEndpoints.$inferSelect;

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
  };
}

/** Saves an endpoint whose URL passes the address policy; the secret is in the answer and never again. */
export async function createWebhook({ accountId, input, linkBaseUrl }: { accountId: string; input: CreateWebhookInput; linkBaseUrl: string }) {
  const url = await assertAllowedUrl(input.url);
  const secret = generateWebhookSecret();
  const db = await getDb();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ id: createId("webhook"), accountId, url: url.href, events: input.events, secretSealed: sealSecret(secret), linkBaseUrl })
    .returning();
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
export async function updateWebhook({ accountId, webhookId, patch }: { accountId: string; webhookId: string; patch: WebhookPatch }): Promise<WebhookRow> {
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

/** Replaces the signing secret at once; the new one is in the answer and never again. */
export async function rotateWebhookSecret({ accountId, webhookId }: { accountId: string; webhookId: string }) {
  await getWebhookOrThrow({ accountId, webhookId });
  const secret = generateWebhookSecret();
  const db = await getDb();
  const [row] = await db
    .update(webhookEndpoints)
    .set({ secretSealed: sealSecret(secret), updatedAt: sql`now()` })
    .where(and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.accountId, accountId)))
    .returning();
  return { row, secret };
}

/** Queues a `ping` to the endpoint, sent even while it is disabled (to check a fix before enabling it). */
export async function sendTestPing({ accountId, webhookId }: { accountId: string; webhookId: string }): Promise<DeliveryRow> {
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
export async function retryDelivery({ accountId, webhookId, deliveryId }: { accountId: string; webhookId: string; deliveryId: string }): Promise<DeliveryRow> {
  await getWebhookOrThrow({ accountId, webhookId });
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
