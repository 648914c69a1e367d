"use client";

import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { ApiClientError } from "../api";
import { ClickIntents } from "../click-intents";

/** Whether the server may have kept no answer under the key (network failure, 5xx, 429, still running): a retry reuses it. */
function keyOutlives(error: unknown): boolean {
  if (!(error instanceof ApiClientError)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 429 || error.code === "idempotency_key_in_use";
}

type IntentMutationOptions<TInput, TResult> = {
  send: (input: TInput, headers: { "Idempotency-Key": string }) => Promise<TResult>;
  onSuccess?: (result: TResult, input: TInput) => void;
  onSettled?: (input: TInput) => unknown;
};

/** What one click asks for besides the request: what to do with its answer. */
export type IntentCallbacks<TResult> = { onSuccess?: (result: TResult) => void; onError?: (error: Error) => void; onSettled?: () => void };

/**
 * Every action a click starts that changes something (paid runs, creating, changing or deleting
 * anything), sent with the Idempotency-Key its click gets from ClickIntents: a double-click, or a
 * click while the first is in flight, is one request. `mutate` is react-query's, guarded.
 */
export function useIntentMutation<TInput = void, TResult = unknown>({ send, onSuccess, onSettled }: IntentMutationOptions<TInput, TResult>) {
  const intents = useRef<ClickIntents>(null);
  intents.current ??= new ClickIntents();
  const clicks = intents.current;
  const mutation = useMutation<TResult, Error, { input: TInput; key: string }>({
    mutationFn: async ({ input, key }: { input: TInput; key: string }) => {
      try {
        const result = await send(input, { "Idempotency-Key": key });
        clicks.end(performance.now(), { keyOutlives: false });
        return result;
      } catch (error) {
        clicks.end(performance.now(), { keyOutlives: keyOutlives(error) });
        throw error;
      }
    },
    onSuccess: onSuccess && ((result, { input }) => onSuccess(result, input)),
    onSettled: onSettled && ((_result, _error, { input }) => onSettled(input)),
  });

  function mutate(input: TInput, callbacks: IntentCallbacks<TResult> = {}) {
    const key = clicks.begin(JSON.stringify(input ?? null), performance.now());
    if (key) mutation.mutate({ input, key }, callbacks);
  }

  // The unguarded mutateAsync stays out of reach; the state stays react-query's union, so `isError` narrows `error`.
  const { mutate: _unguarded, mutateAsync: _unguardedAsync, variables, ...state } = mutation;
  return { ...state, mutate, variables: variables?.input };
}
