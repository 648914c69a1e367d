import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { createId } from "@/lib/core/ids";
import { now } from "@/lib/core/clock";
import { env } from "@/lib/platform/config/env";
import { accounts, jobs, webhookDeliveries, webhookEndpoints, type Tx } from "@/lib/platform/db";
import { PAID_PLANS } from "@/lib/domain/accounts/plan-access";
import { enqueueJob } from "@/lib/domain/jobs/enqueue";
import { announceNewJob } from "@/lib/domain/jobs/queue";
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
export async function queueAttempt(
  tx: Tx,
  delivery: Pick<DeliveryRow, "id" | "accountId" | "nextJobId">,
  { delaySeconds = 0, at, manual = false }: { delaySeconds?: number; at?: Date; manual?: boolean } = {},
): Promise<string> {
  // A scheduled attempt still waiting is replaced, not left to wake up and find nothing to do.
  if (delivery.nextJobId) await tx.delete(jobs).where(and(eq(jobs.id, delivery.nextJobId), eq(jobs.status, "queued")));
  const due = at ?? new Date(now().getTime() + delaySeconds * 1000);
  const params: DeliveryParams = { deliveryId: delivery.id, manual };
  const runAfterSeconds = Math.max(0, (due.getTime() - now().getTime()) / 1000);
  const job = await enqueueJob(tx, { accountId: delivery.accountId, kind: WEBHOOK_KIND, lane: "io", params, runAfterSeconds });
  await tx.update(webhookDeliveries).set({ status: "pending", nextJobId: job.id, nextAttemptAt: due }).where(eq(webhookDeliveries.id, delivery.id));
  return job.id;
}

const HOUR_MS = 3_600_000;

/**
 * When a new delivery's first attempt may go: now, unless the account already has
 * WEBHOOK_DELIVERIES_PER_HOUR first attempts due within the hour before; then an hour after the
 * earliest of those, so no hour ever holds more. Nothing is dropped: the delivery waits its turn.
 */
async function sendTimeOf(tx: Tx, accountId: string, at: Date): Promise<Date> {
  const perHour = env().WEBHOOK_DELIVERIES_PER_HOUR;
  // One account's deliveries take their places one at a time, so two events cannot take the same one.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`darkroom:webhook-sends:${accountId}`}))`);
  const [place] = await tx
    .select({ sendAt: webhookDeliveries.sendAt })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.accountId, accountId))
    .orderBy(desc(webhookDeliveries.sendAt))
    .offset(perHour - 1)
    .limit(1);
  return place ? new Date(Math.max(at.getTime(), place.sendAt.getTime() + HOUR_MS)) : at;
}

/** Records one message for one endpoint and queues its first attempt, delayed past the account's deliveries per hour. */
export async function queueDelivery(
  tx: Tx,
  message: { endpointId: string; accountId: string; event: MessageType; subjectId?: string; data?: Record<string, unknown>; manual?: boolean },
): Promise<{ delivery: DeliveryRow; jobId: string }> {
  const at = now();
  const sendAt = await sendTimeOf(tx, message.accountId, at);
  const [delivery] = await tx
    .insert(webhookDeliveries)
    .values({
      id: createId("delivery"),
      endpointId: message.endpointId,
      accountId: message.accountId,
      event: message.event,
      subjectId: message.subjectId ?? null,
      data: message.data ?? null,
      occurredAt: at,
      status: "pending",
      sendAt,
    })
    .returning();
  const jobId = await queueAttempt(tx, delivery, { at: sendAt, manual: message.manual });
  return { delivery, jobId };
}

/** The account's enabled endpoints subscribed to `type`, on a plan that has webhooks (over webhook_endpoints joined with accounts). */
function subscribed(accountId: string, type: WebhookEvent): SQL | undefined {
  return and(
    eq(webhookEndpoints.accountId, accountId),
    eq(webhookEndpoints.enabled, true),
    sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
    inArray(accounts.plan, PAID_PLANS),
  );
}

/**
 * The outbox: in the transaction of the event itself, one delivery per enabled endpoint of the
 * account subscribed to it, if the account's plan has webhooks (a paid one: an account moved down
 * to basic keeps its endpoints but gets no deliveries). Answers the queued jobs, to announce once
 * the transaction commits.
 */
export async function recordWebhookEvent(
  tx: Tx,
  event: { accountId: string; type: WebhookEvent; subjectId?: string; data?: Record<string, unknown> },
): Promise<string[]> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .innerJoin(accounts, eq(accounts.id, webhookEndpoints.accountId))
    .where(subscribed(event.accountId, event.type));
  const jobIds: string[] = [];
  for (const endpoint of endpoints) {
    const { jobId } = await queueDelivery(tx, { endpointId: endpoint.id, accountId: event.accountId, event: event.type, subjectId: event.subjectId, data: event.data });
    jobIds.push(jobId);
  }
  return jobIds;
}

/** The event a job's end is, if any: a run's is `run.*`, any other work's `job.*`; deliveries announce nothing. */
function jobEventOf(job: Pick<JobRow, "kind" | "status">): WebhookEvent | null {
  if (job.kind === WEBHOOK_KIND || (job.status !== "complete" && job.status !== "failed")) return null;
  const subject = job.kind === "run" ? "run" : "job";
  return job.status === "complete" ? `${subject}.completed` : `${subject}.failed`;
}

/** Records the end of a job or run (the row as just written) in the transaction that ends it. */
export async function recordJobEvent(tx: Tx, job: JobRow): Promise<string[]> {
  const type = jobEventOf(job);
  return type ? recordWebhookEvent(tx, { accountId: job.accountId, type, subjectId: job.id }) : [];
}

/** Whether ending `job` records a delivery, as an SQL condition the statement that ends it can test (see onJobEnded). */
export function jobEventWanted(job: Pick<JobRow, "accountId" | "kind" | "status">): SQL {
  const type = jobEventOf(job);
  if (!type) return sql`false`;
  return sql`EXISTS (SELECT 1 FROM ${webhookEndpoints} INNER JOIN ${accounts} ON ${eq(accounts.id, webhookEndpoints.accountId)} WHERE ${subscribed(job.accountId, type)})`;
}

/** Wakes an io worker for each delivery queued by a transaction that has committed, `dueInMs` from now. */
export function announceDeliveries(jobIds: string[], dueInMs = 0): void {
  for (const jobId of jobIds) announceNewJob(jobId, "io", dueInMs);
}
