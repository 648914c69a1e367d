import { isTestAccountId } from "@/lib/core/ids";
import { eq } from "drizzle-orm";
import { backoffDelayMs } from "@/lib/core/backoff";
import { isApiError } from "@/lib/core/errors";
import { now } from "@/lib/core/clock";
import { liveRotatedSecrets } from "@/lib/core/rotated-secrets";
import { env } from "@/lib/platform/config/env";
import { getDb, webhookDeliveries, webhookEndpoints, type Tx } from "@/lib/platform/db";
import { safePost } from "@/lib/platform/inputs/safe-fetch";
import { readJobOrThrow } from "@/lib/domain/jobs/view";
import { describeRun, getRunOrThrow } from "@/lib/domain/runs/view";
import { announceDeliveries, queueAttempt, type DeliveryRow } from "./outbox";
import type { DeliveryAttempt } from "./schema";
import { openSecret, signMessage } from "./secret";
import { subjectViewOf } from "./subject-views";
import { log } from "@/lib/core/log";
import { LIMITS } from "@/lib/platform/config/limits";

/**
 * A failed attempt (non-2xx or no answer) is retried up to this many times, the n-th after a
 * full-jitter wait below 10 s · 2^(n-1): about 23 hours in all on average, at most 45.
 */
export const RETRY_LIMIT = LIMITS.webhookRetries.value;
const RETRY_BASE_MS = 10_000;
const RETRY_MAX_MS = 24 * 60 * 60 * 1000;
/** An endpoint whose every attempt failed for this long is disabled. */
export const DISABLE_AFTER_MS = LIMITS.webhookDisableDays.value * 24 * 60 * 60 * 1000;
/** The receiver has this long to answer 2xx. */
export const DELIVERY_TIMEOUT_MS = LIMITS.webhookTimeoutSeconds.value * 1000;
/** How much of the receiver's answer the delivery log keeps. */
export const KEPT_ANSWER_BYTES = LIMITS.webhookAnswerBytes.value;

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** The wait before the next attempt after `attemptsMade` attempts that all failed, or null when none is left. */
export function retryDelaySeconds(attemptsMade: number, random?: () => number): number | null {
  if (attemptsMade > RETRY_LIMIT) return null;
  return backoffDelayMs({ attempt: attemptsMade - 1, baseMs: RETRY_BASE_MS, maxMs: RETRY_MAX_MS, random }) / 1000;
}

/** Links in payloads are built on PUBLIC_BASE_URL, else on the origin the endpoint was saved through. */
function linkBase(endpoint: EndpointRow): string {
  return env().PUBLIC_BASE_URL?.replace(/\/$/, "") ?? endpoint.linkBaseUrl;
}

/**
 * `data` as `GET` of the job, run or other subject (a batch, through subjectViewOf) answers it now,
 * with fresh signed links; other events carry their own.
 */
async function messageData(delivery: DeliveryRow, endpoint: EndpointRow): Promise<unknown> {
  const { accountId, subjectId } = delivery;
  if (delivery.event.startsWith("job.") && subjectId) return readJobOrThrow({ accountId, jobId: subjectId, baseUrl: linkBase(endpoint) });
  if (delivery.event.startsWith("run.") && subjectId) return describeRun(await getRunOrThrow({ accountId, runId: subjectId }), linkBase(endpoint));
  const view = subjectId ? subjectViewOf(delivery.event) : undefined;
  if (view && subjectId) return view({ accountId, subjectId, baseUrl: linkBase(endpoint) });
  return delivery.data ?? {};
}

/** Sends the message once and describes what happened, never throwing for the receiver's faults. */
async function send(delivery: DeliveryRow, endpoint: EndpointRow): Promise<DeliveryAttempt> {
  const started = now();
  const attempt = { at: started.toISOString(), response_status: null, response_body: "", error: null };
  try {
    const body = JSON.stringify({ type: delivery.event, timestamp: delivery.occurredAt.toISOString(), livemode: !isTestAccountId(endpoint.accountId), data: await messageData(delivery, endpoint) });
    const timestamp = Math.floor(started.getTime() / 1000);
    // The current secret's signature first, then one per secret rotated away in the last day: a receiver holding any of them verifies.
    const secrets = [endpoint.secretSealed, ...liveRotatedSecrets(endpoint.previousSecrets, started).map((s) => s.sealed)];
    const signature = secrets.map((sealed) => signMessage({ secret: openSecret(sealed), id: delivery.id, timestamp, body })).join(" ");
    const headers = { "webhook-id": delivery.id, "webhook-timestamp": String(timestamp), "webhook-signature": signature };
    const answer = await safePost({ url: endpoint.url, body, headers, timeoutMs: DELIVERY_TIMEOUT_MS, keepBytes: KEPT_ANSWER_BYTES });
    const error = isSuccess(answer.status) ? null : `The endpoint answered HTTP ${answer.status}.`;
    return { ...attempt, response_status: answer.status, response_body: answer.body, error, duration_ms: now().getTime() - started.getTime() };
  } catch (error) {
    // A message that cannot be prepared (its job gone, a secret sealed under another DARKROOM_SECRET) is a failed attempt too.
    if (!isApiError(error)) log().error({ err: error, delivery_id: delivery.id, endpoint_id: endpoint.id }, `webhook delivery ${delivery.id} failed`);
    const reason = isApiError(error) ? error.message : "The message could not be sent; the operator's log has the details.";
    return { ...attempt, error: reason, duration_ms: now().getTime() - started.getTime() };
  }
}

/** The receiver's 2xx is success; anything else, or no answer, is a failed attempt. */
const isSuccess = (status: number | null) => status !== null && status >= 200 && status <= 299;

/**
 * Makes one attempt of a delivery, as the job `jobId` (the one the delivery expects; any other does
 * nothing). Scheduled attempts need the endpoint enabled; manual ones (test, retry) are sent anyway.
 * The outcome, the next attempt's job and the endpoint's failure streak are written together under
 * `fence` (the job still this attempt's). An endpoint failing for DISABLE_AFTER_MS is disabled.
 */
export async function attemptDelivery({ deliveryId, jobId, manual, fence }: { deliveryId: string; jobId: string; manual: boolean; fence?: (tx: Tx) => Promise<void> }): Promise<void> {
  const db = await getDb();
  const [found] = await db.select().from(webhookDeliveries).innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId)).where(eq(webhookDeliveries.id, deliveryId));
  if (!found || found.webhook_deliveries.nextJobId !== jobId) return;
  const { webhook_deliveries: delivery, webhook_endpoints: endpoint } = found;
  if (!endpoint.enabled && !manual) {
    await db.update(webhookDeliveries).set({ status: "failed", nextAttemptAt: null, nextJobId: null }).where(eq(webhookDeliveries.id, deliveryId));
    return;
  }
  const attempt = await send(delivery, endpoint);
  const at = new Date(attempt.at);
  let retry: { jobId: string; delaySeconds: number } | undefined;
  await db.transaction(async (tx) => {
    await fence?.(tx);
    const [current] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)).for("update");
    const [latest] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId)).for("update");
    if (!current || !latest) return;
    const attempts = [...latest.attempts, attempt];
    // A manual retry queued while this attempt was sending owns what happens next; this one only adds itself to the log.
    if (latest.nextJobId !== jobId) {
      await tx.update(webhookDeliveries).set({ attempts }).where(eq(webhookDeliveries.id, deliveryId));
      return;
    }
    const ok = isSuccess(attempt.response_status);
    const since = current.failingSince ?? at;
    const disable = !ok && current.enabled && at.getTime() - since.getTime() >= DISABLE_AFTER_MS;
    await tx
      .update(webhookEndpoints)
      .set({
        failingSince: ok ? null : since,
        ...(disable ? { enabled: false, disabledReason: `Disabled on ${at.toISOString()}: every delivery failed for 3 days (since ${since.toISOString()}). Fix the endpoint, then enable it again.` } : {}),
      })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await tx.update(webhookDeliveries).set({ attempts, status: ok ? "succeeded" : "failed", nextAttemptAt: null, nextJobId: null }).where(eq(webhookDeliveries.id, deliveryId));
    const delay = retryDelaySeconds(attempts.length);
    if (!ok && !disable && current.enabled && delay !== null) retry = { jobId: await queueAttempt(tx, { ...latest, nextJobId: null }, { delaySeconds: delay }), delaySeconds: delay };
  });
  // Announced when due: on the embedded database the worker's idle poll would find it only up to 5 s later.
  if (retry) announceDeliveries([retry.jobId], retry.delaySeconds * 1000);
}
