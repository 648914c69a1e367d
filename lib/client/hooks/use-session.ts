"use client";

import { useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../api";
import type { Credentials } from "@/lib/domain/accounts/schema";
import type { SessionAccount } from "../types";
import { useIntentMutation } from "./use-intent-mutation";

// Cached data belongs to whoever was signed in before; a new session starts from nothing.
function useClearCache() {
  const queryClient = useQueryClient();
  return () => queryClient.clear();
}

export function useSignIn() {
  const clear = useClearCache();
  return useIntentMutation({
    send: (credentials: Credentials) => apiFetch<{ account: SessionAccount }>("/api/auth/signin", { method: "POST", json: credentials }),
    onSuccess: clear,
  });
}

export function useSignUp() {
  const clear = useClearCache();
  return useIntentMutation({
    send: (credentials: Credentials) => apiFetch<{ account: SessionAccount }>("/api/auth/signup", { method: "POST", json: credentials }),
    onSuccess: clear,
  });
}

/** Ends the session; the next sign-in clears what the cache still holds of this account. */
export function useSignOut() {
  return useIntentMutation({
    send: () => apiFetch<void>("/api/auth/signout", { method: "POST" }),
  });
}
