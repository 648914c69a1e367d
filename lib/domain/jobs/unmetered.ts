/** The kind of a webhook delivery attempt (lib/domain/webhooks/delivery-job.ts). */
export const WEBHOOK_KIND = "webhook";

/** Work the service does on an account's behalf: it counts toward no plan ceiling and costs no credits. */
export const UNMETERED_KINDS: readonly string[] = [WEBHOOK_KIND];
