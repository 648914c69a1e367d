"use client";

import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { ApiClientError } from "../api";

/** 128 random bits; getRandomValues also works on a plain-http origin, where crypto.randomUUID does not exist. */
export function newIdempotencyKey(): string {
  return `wb_${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** Whether the server may have kept no answer under the key (network failure, 5xx, 429, still running): a retry reuses it. */
function keyOutlives(error: unknown): boolean {
  if (!(error instanceof ApiClientError)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 429 || error.code === "idempotency_key_in_use";
}

type IntentMutationOptions<TInput, TResult> = {
  send: (input: TInput, headers: { "Idempotency-Key": string }) => Promise<TResult>;
  onSuccess?: (result: TResult) => void;
  onSettled?: () => void;
};

/**
 * A paid or creating action started by a click. Each user intent sends one Idempotency-Key: a retry of
 * the same request after a network error reuses it, so the server answers it once; a changed request or
 * one after an answer is a new intent. `start` ignores a second call while one is in flight, since the
 * pending state reaches the button only after React renders, too late for a double-click.
 */
export function useIntentMutation<TInput, TResult>({ send, onSuccess, onSettled }: IntentMutationOptions<TInput, TResult>) {
  const intent = useRef<{ key: string; body: string } | null>(null);
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: async ({ input, key }: { input: TInput; key: string }) => {
      try {
        const result = await send(input, { "Idempotency-Key": key });
        intent.current = null;
        return result;
      } catch (error) {
        if (!keyOutlives(error)) intent.current = null;
        throw error;
      } finally {
        inFlight.current = false;
      }
    },
    onSuccess,
    onSettled,
  });

  function start(input: TInput, options: { onSuccess?: (result: TResult) => void } = {}) {
    if (inFlight.current) return;
    inFlight.current = true;
    const body = JSON.stringify(input);
    if (intent.current?.body !== body) intent.current = { key: newIdempotencyKey(), body };
    mutation.mutate({ input, key: intent.current.key }, { onSuccess: options.onSuccess });
  }

  return { start, isPending: mutation.isPending, isSuccess: mutation.isSuccess, isError: mutation.isError, error: mutation.error, data: mutation.data, reset: mutation.reset };
}
