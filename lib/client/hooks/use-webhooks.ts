"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreatedWebhookView, CreateWebhookInput, DeliveryView, WebhookPatch, WebhookView } from "@/lib/domain/webhooks/schema";
import { apiFetch } from "../api";
import { queryKeys } from "../query-keys";
import { useIntentMutation } from "./use-intent-mutation";

const path = (id: string, suffix = "") => `/api/v1/webhooks/${encodeURIComponent(id)}${suffix}`;
/** The log follows attempts as the worker makes them; it is only read while open. */
const DELIVERY_LOG_REFRESH_MS = 3000;

export function useWebhooks() {
  return useQuery({
    queryKey: queryKeys.webhooks,
    queryFn: ({ signal }) => apiFetch<{ webhooks: WebhookView[] }>("/api/v1/webhooks", { signal }),
    select: (data) => data.webhooks,
  });
}

/** Adds an endpoint; the mutation's data holds the signing secret, which no later read returns. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    send: (input: CreateWebhookInput, headers) => apiFetch<CreatedWebhookView>("/api/v1/webhooks", { method: "POST", headers, json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks }),
  });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    send: ({ id, patch }: { id: string; patch: WebhookPatch }) => apiFetch<WebhookView>(path(id), { method: "PATCH", json: patch }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    send: ({ id }: { id: string }) => apiFetch<void>(path(id), { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks }),
  });
}

/** Replaces the signing secret; the mutation's data holds the new one, which no later read returns. */
export function useRotateWebhookSecret() {
  return useIntentMutation({
    send: ({ id }: { id: string }, headers) => apiFetch<CreatedWebhookView>(path(id, "/rotate-secret"), { method: "POST", headers }),
  });
}

/** Sends a ping; the delivery log of that endpoint shows it. */
export function useTestWebhook() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    send: ({ id }: { id: string }, headers) => apiFetch<DeliveryView>(path(id, "/test"), { method: "POST", headers }),
    onSettled: ({ id }) => queryClient.invalidateQueries({ queryKey: queryKeys.deliveries(id) }),
  });
}

export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    send: ({ id, deliveryId }: { id: string; deliveryId: string }, headers) =>
      apiFetch<DeliveryView>(path(id, `/deliveries/${encodeURIComponent(deliveryId)}/retry`), { method: "POST", headers }),
    onSettled: ({ id }) => queryClient.invalidateQueries({ queryKey: queryKeys.deliveries(id) }),
  });
}

export function useDeliveries(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.deliveries(id),
    queryFn: ({ signal }) => apiFetch<{ deliveries: DeliveryView[] }>(path(id, "/deliveries"), { signal }),
    select: (data) => data.deliveries,
    enabled,
    refetchInterval: DELIVERY_LOG_REFRESH_MS,
  });
}
