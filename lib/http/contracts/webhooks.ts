import { defineRoute, ok } from "@/lib/http/contract";
import { CreatedWebhookView, CreateWebhookInput, DeliveryListView, DeliveryView, WebhookListView, WebhookPatch, WebhookView } from "@/lib/domain/webhooks/schema";

const WebhookPath = "/api/v1/webhooks/{id}";
const URL_ERRORS = ["invalid_url", "url_not_allowed"] as const;

export const ListWebhooksContract = defineRoute({
  method: "GET",
  path: "/api/v1/webhooks",
  summary: "The account's webhook endpoints (never their secrets)",
  auth: "key",
  responses: { 200: ok(WebhookListView) },
  errors: [],
});

export const CreateWebhookContract = defineRoute({
  method: "POST",
  path: "/api/v1/webhooks",
  summary: "Add a webhook endpoint (10 per account unless the operator set another limit); its whsec_ signing secret is shown once",
  auth: "key",
  body: CreateWebhookInput,
  responses: { 201: ok(CreatedWebhookView, "Created") },
  answersSecret: true,
  errors: [...URL_ERRORS, "limit_reached"],
});

export const GetWebhookContract = defineRoute({
  method: "GET",
  path: WebhookPath,
  summary: "Read a webhook endpoint, with why it was disabled if it was",
  auth: "key",
  responses: { 200: ok(WebhookView) },
  errors: [],
});

export const UpdateWebhookContract = defineRoute({
  method: "PATCH",
  path: WebhookPath,
  summary: "Change a webhook endpoint's URL or events, or disable and enable it",
  auth: "key",
  body: WebhookPatch,
  responses: { 200: ok(WebhookView) },
  errors: URL_ERRORS,
});

export const DeleteWebhookContract = defineRoute({
  method: "DELETE",
  path: WebhookPath,
  summary: "Delete a webhook endpoint and its delivery log",
  auth: "key",
  responses: { 204: ok(null, "Deleted") },
  errors: [],
});

export const RotateWebhookSecretContract = defineRoute({
  method: "POST",
  path: "/api/v1/webhooks/{id}/rotate-secret",
  summary: "Replace the signing secret; the new one is shown once",
  auth: "key",
  responses: { 200: ok(CreatedWebhookView) },
  answersSecret: true,
  errors: [],
});

export const TestWebhookContract = defineRoute({
  method: "POST",
  path: "/api/v1/webhooks/{id}/test",
  summary: "Send a ping event to the endpoint",
  auth: "key",
  responses: { 202: ok(DeliveryView, "Queued") },
  errors: [],
});

export const ListDeliveriesContract = defineRoute({
  method: "GET",
  path: "/api/v1/webhooks/{id}/deliveries",
  summary: "The endpoint's delivery log, newest first: attempts, answers, the next attempt, and why a first attempt waits (delay_reason)",
  auth: "key",
  responses: { 200: ok(DeliveryListView) },
  errors: [],
});

export const RetryDeliveryContract = defineRoute({
  method: "POST",
  path: "/api/v1/webhooks/{id}/deliveries/{delivery_id}/retry",
  summary: "Attempt a delivery again now",
  auth: "key",
  responses: { 202: ok(DeliveryView, "Queued") },
  errors: [],
});
