import { and, eq, sql } from "drizzle-orm";
import { createId } from "@/lib/core/ids";
import { now } from "@/lib/core/clock";
import { jobs, webhookDeliveries, webhookEndpoints, type Tx } from "@/lib/platform/db";
import { enqueueJob } from "@/lib/domain/jobs/enqueue";
import { announceJobChange } from "@/lib/domain/jobs/notify";
import type { JobRow } from "@/lib/platform/db";
import { WEBHOOK_KIND } from "@/lib/domain/jobs/unmetered";
import type { MessageType, WebhookEvent } from "./schema";

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** What a delivery job is told: which message, and whether the account asked for it (test, retry). */
export type DeliveryParams = { deliveryId: string; manual: boolean };

/**
 * Queues the job that makes a delivery's next attempt, in the caller's transaction; the delivery
 * remembers it, so an attempt it no longer expects (superseded by a manual retry) does nothing.
 */
export async function queueAttempt(tx: Tx, delivery: Pick<DeliveryRow, "id" | "accountId" | "nextJobId">, { delaySeconds = 0, manual = false } = {}): Promise<string> {
  // A scheduled attempt still waiting is replaced, not left to wake up and find nothing to do.
  if (delivery.nextJobId) await tx.delete(jobs).where(and(eq(jobs.id, delivery.nextJobId), eq(jobs.status, "queued")));
  const params: DeliveryParams = { deliveryId: delivery.id, manual };
  const job = await enqueueJob(tx, { accountId: delivery.accountId, kind: WEBHOOK_KIND, lane: "io", params, runAfterSeconds: delaySeconds });
  await tx
    .update(webhookDeliveries)
    .set({ status: "pending", nextJobId: job.id, nextAttemptAt: new Date(now().getTime() + delaySeconds * 1000) })
    .where(eq(webhookDeliveries.id, delivery.id));
  return job.id;
}

/** Records one message for one endpoint and queues its first attempt. */
export async function queueDelivery(
  tx: Tx,
  message: { endpointId: string; accountId: string; event: MessageType; subjectId?: string; data?: Record<string, unknown>; manual?: boolean },
): Promise<{ delivery: DeliveryRow; jobId: string }> {
  const [delivery] = await tx
    .insert(webhookDeliveries)
    .values({
      id: createId("delivery"),
      endpointId: message.endpointId,
      accountId: message.accountId,
      event: message.event,
      subjectId: message.subjectId ?? null,
      data: message.data ?? null,
      occurredAt: now(),
      status: "pending",
    })
    .returning();
  const jobId = await queueAttempt(tx, delivery, { manual: message.manual });
  return { delivery, jobId };
}

/**
 * The outbox: in the transaction of the event itself, one delivery per enabled endpoint of the
 * account subscribed to it. Answers the queued jobs, to announce once the transaction commits.
 */
export async function recordWebhookEvent(
  tx: Tx,
  event: { accountId: string; type: WebhookEvent; subjectId?: string; data?: Record<string, unknown> },
): Promise<string[]> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.accountId, event.accountId), eq(webhookEndpoints.enabled, true), sql`${webhookEndpoints.events} @> ${JSON.stringify([event.type])}::jsonb`));
  const jobIds: string[] = [];
  for (const endpoint of endpoints) {
    const { jobId } = await queueDelivery(tx, { endpointId: endpoint.id, accountId: event.accountId, event: event.type, subjectId: event.subjectId, data: event.data });
    jobIds.push(jobId);
  }
  return jobIds;
}

/** The event a job's end is, if any: a run's is `run.*`, any other work's `job.*`; deliveries announce nothing. */
function jobEventOf(job: JobRow): WebhookEvent | null {
  if (job.kind === WEBHOOK_KIND || (job.status !== "complete" && job.status !== "failed")) return null;
  const subject = job.kind === "run" ? "run" : "job";
  return job.status === "complete" ? `${subject}.completed` : `${subject}.failed`;
}

/** Records the end of a job or run (the row as just written) in the transaction that ends it. */
export async function recordJobEvent(tx: Tx, job: JobRow): Promise<string[]> {
  const type = jobEventOf(job);
  return type ? recordWebhookEvent(tx, { accountId: job.accountId, type, subjectId: job.id }) : [];
}

/** Wakes an io worker for each delivery queued by a transaction that has committed. */
export function announceDeliveries(jobIds: string[]): void {
  for (const jobId of jobIds) announceJobChange({ jobId, status: "queued", lane: "io" });
}
