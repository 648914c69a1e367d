import { z } from "zod";

/** The events an endpoint may subscribe to; `ping` is only ever sent by the test button. */
export const WEBHOOK_EVENTS = ["job.completed", "job.failed", "run.completed", "run.failed", "gallery.feedback", "gallery.selection_submitted"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export type MessageType = WebhookEvent | "ping";

const Events = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1, "Subscribe to at least one event.")
  .refine((events) => new Set(events).size === events.length, "List each event once.")
  .describe(`Any of ${WEBHOOK_EVENTS.join(", ")}`);
const Url = z.string().trim().min(1).max(2048).describe("http(s) URL; private addresses are refused unless DARKROOM_FETCH_ALLOW_HOSTS lists them");

export const CreateWebhookInput = z.object({ url: Url, events: Events }).strict();
export type CreateWebhookInput = z.infer<typeof CreateWebhookInput>;

export const WebhookPatch = z
  .object({
    url: Url.optional(),
    events: Events.optional(),
    enabled: z.boolean().optional().describe("false pauses deliveries; true resumes them and clears disabled_reason"),
  })
  .strict();
export type WebhookPatch = z.infer<typeof WebhookPatch>;

export const WebhookView = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  disabled_reason: z.string().nullable().describe("Why the service disabled the endpoint (e.g. three days of failures); null otherwise"),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookView = z.infer<typeof WebhookView>;

export const WebhookListView = z.object({ webhooks: z.array(WebhookView) });

export const CreatedWebhookView = WebhookView.extend({
  secret: z.string().describe("whsec_… signing secret: shown in this answer and never again"),
});
export type CreatedWebhookView = z.infer<typeof CreatedWebhookView>;

export const DeliveryAttempt = z.object({
  at: z.string(),
  response_status: z.number().int().nullable().describe("null when no answer came (timeout, refused address, connection error)"),
  response_body: z.string().describe("The first 1 KB of the answer"),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
});
export type DeliveryAttempt = z.infer<typeof DeliveryAttempt>;

export const DeliveryView = z.object({
  id: z.string().describe("Also the message's webhook-id header"),
  event: z.string(),
  status: z.enum(["pending", "succeeded", "failed"]),
  created_at: z.string(),
  attempts: z.array(DeliveryAttempt),
  next_attempt_at: z.string().nullable(),
  delay_reason: z
    .string()
    .nullable()
    .describe("Set while the first attempt waits because the account's deliveries per hour are used (status pending, next_attempt_at later); null otherwise"),
});
export type DeliveryView = z.infer<typeof DeliveryView>;

export const DeliveryListView = z.object({ deliveries: z.array(DeliveryView) });
