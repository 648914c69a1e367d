// Without zod, so the Workbench's webhooks page can list them without loading it.
export const WEBHOOK_EVENTS = ["job.completed", "job.failed", "run.completed", "run.failed", "batch.completed", "gallery.feedback", "gallery.selection_submitted"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
