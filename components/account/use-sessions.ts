"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChangePasswordInput, SessionView } from "@/lib/domain/auth/schema";
import { apiFetch } from "@/lib/client/api";
import { useIntentMutation } from "@/lib/client/hooks/use-intent-mutation";

const SESSIONS_KEY = ["auth", "sessions"] as const;

/** The account's live Workbench sessions, most recently used first. */
export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => apiFetch<{ sessions: SessionView[] }>("/api/auth/sessions", { signal }),
    select: (data) => data.sessions,
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    send: ({ id }: { id: string }) => apiFetch<void>(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    send: (input: ChangePasswordInput) => apiFetch<{ ended_sessions: number }>("/api/auth/password", { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
