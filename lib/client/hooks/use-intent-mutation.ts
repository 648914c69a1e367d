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
  onSuccess?: (result: TResult) => void;
  onSettled?: () => void;
};

/** A paid or creating action started by a click, sent with the Idempotency-Key its click gets from ClickIntents. */
export function useIntentMutation<TInput, TResult>({ send, onSuccess, onSettled }: IntentMutationOptions<TInput, TResult>) {
  const intents = useRef<ClickIntents>(null);
  intents.current ??= new ClickIntents();
  const clicks = intents.current;
  const mutation = useMutation({
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
    onSuccess,
    onSettled,
  });

  function start(input: TInput, options: { onSuccess?: (result: TResult) => void } = {}) {
    const key = clicks.begin(JSON.stringify(input), performance.now());
    if (key) mutation.mutate({ input, key }, { onSuccess: options.onSuccess });
  }

  return { start, isPending: mutation.isPending, isSuccess: mutation.isSuccess, isError: mutation.isError, error: mutation.error, data: mutation.data, reset: mutation.reset };
}
