import { defineRoute, ok } from "@/lib/http/contract";
import { CreatedWebhookView, CreateWebhookInput, DeliveryListView, DeliveryView, WebhookListView, WebhookPatch, WebhookView } from "@/lib/domain/webhooks/schema";

const WebhookPath = "/api/v1/webhooks/{id}";
const URL_ERRORS = ["invalid_url", "url_not_allowed"] as const;

export const ListWebhooksContract = defineRoute({
  method: "GET",
  path: "/api/v1/webhooks",
  operationId: "listWebhooks",
  tags: ["Webhooks"],
  summary: "The account's webhook endpoints (never their secrets)",
  description: "The account's webhook endpoints with their events and state; never their signing secrets.",
  auth: "key",
  responses: { 200: ok(WebhookListView) },
  errors: [],
});

export const CreateWebhookContract = defineRoute({
  method: "POST",
  path: "/api/v1/webhooks",
  operationId: "createWebhook",
  tags: ["Webhooks"],
  summary: "Add a webhook endpoint (10 per account unless the operator set another limit); its whsec_ signing secret is shown once",
  description:
    "Adds an endpoint that hears `job.completed`, `job.failed`, `run.completed`, `run.failed` or `gallery.feedback`. Messages are signed the Standard Webhooks way with the `whsec_\u2026` secret shown once in this answer.",
  auth: "key",
  body: CreateWebhookInput,
  responses: { 201: ok(CreatedWebhookView, "Created") },
  answersSecret: true,
  errors: [...URL_ERRORS, "limit_reached"],
});

export const GetWebhookContract = defineRoute({
  method: "GET",
  path: WebhookPath,
  operationId: "getWebhook",
  tags: ["Webhooks"],
  summary: "Read a webhook endpoint, with why it was disabled if it was",
  description: "One webhook endpoint, with why it was disabled if it was.",
  auth: "key",
  responses: { 200: ok(WebhookView) },
  errors: [],
});

export const UpdateWebhookContract = defineRoute({
  method: "PATCH",
  path: WebhookPath,
  operationId: "updateWebhook",
  tags: ["Webhooks"],
  summary: "Change a webhook endpoint's URL or events, or disable and enable it",
  description: "Changes an endpoint's URL or events, or disables and enables it.",
  auth: "key",
  body: WebhookPatch,
  responses: { 200: ok(WebhookView) },
  errors: URL_ERRORS,
});

export const DeleteWebhookContract = defineRoute({
  method: "DELETE",
  path: WebhookPath,
  operationId: "deleteWebhook",
  tags: ["Webhooks"],
  summary: "Delete a webhook endpoint and its delivery log",
  description: "Deletes a webhook endpoint and its delivery log; nothing more is sent to it.",
  auth: "key",
  responses: { 204: ok(null, "Deleted") },
  errors: [],
});

export const RotateWebhookSecretContract = defineRoute({
  method: "POST",
  path: "/api/v1/webhooks/{id}/rotate-secret",
  operationId: "rotateWebhookSecret",
  tags: ["Webhooks"],
  summary: "Replace the signing secret; the new one is shown once",
  description: "Replaces the endpoint's signing secret; the new one is shown once, in this answer.",
  auth: "key",
  responses: { 200: ok(CreatedWebhookView) },
  answersSecret: true,
  errors: [],
});

export const TestWebhookContract = defineRoute({
  method: "POST",
  path: "/api/v1/webhooks/{id}/test",
  operationId: "testWebhook",
  tags: ["Webhooks"],
  summary: "Send a ping event to the endpoint",
  description: "Queues a `ping` event to the endpoint, to check the receiver and its signature check.",
  auth: "key",
  responses: { 202: ok(DeliveryView, "Queued") },
  errors: [],
});

export const ListDeliveriesContract = defineRoute({
  method: "GET",
  path: "/api/v1/webhooks/{id}/deliveries",
  operationId: "listWebhookDeliveries",
  tags: ["Webhooks"],
  summary: "The endpoint's delivery log, newest first: attempts, answers, the next attempt, and why a first attempt waits (delay_reason)",
  description: "The endpoint's delivery log, newest first: each attempt and its answer, the next attempt, and why a first attempt waits (`delay_reason`).",
  auth: "key",
  responses: { 200: ok(DeliveryListView) },
  errors: [],
});

export const RetryDeliveryContract = defineRoute({
  method: "POST",
  path: "/api/v1/webhooks/{id}/deliveries/{delivery_id}/retry",
  operationId: "retryWebhookDelivery",
  tags: ["Webhooks"],
  summary: "Attempt a delivery again now",
  description: "Attempts a delivery again now; a scheduled retry it supersedes does nothing.",
  auth: "key",
  responses: { 202: ok(DeliveryView, "Queued") },
  errors: [],
});
