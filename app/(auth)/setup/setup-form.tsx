"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { apiFetch } from "@/lib/client/api";
import { useIntentMutation } from "@/lib/client/hooks/use-intent-mutation";
import type { SessionAccount } from "@/lib/client/types";
import { CredentialFields, readCredentials } from "../credential-fields";

/** E-mail and password of the first operator, sent with the link's one-time token. */
export function SetupForm({ token }: { token: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const setup = useIntentMutation({
    send: (credentials: { email: string; password: string }) =>
      apiFetch<{ account: SessionAccount }>("/api/auth/setup", { method: "POST", json: { token, ...credentials } }),
    onSuccess: () => queryClient.clear(),
  });
  const errorId = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A double-click sends once: the intent guard (useIntentMutation) ignores the second submit.
    setup.mutate(readCredentials(event.currentTarget), {
      onSuccess: () => {
        router.replace("/usage/operator");
        router.refresh();
      },
    });
  }

  return (
    <form onSubmit={submit} className="mt-6 space-y-4">
      <CredentialFields password="new" invalid={setup.isError} errorId={setup.isError ? errorId : undefined} />
      {setup.isError && (
        <div id={errorId}>
          <Notice tone="danger">{setup.error.message}</Notice>
        </div>
      )}
      <Button type="submit" pending={setup.isPending || setup.isSuccess} className="w-full">
        {setup.isPending || setup.isSuccess ? "Creating operator…" : "Create operator"}
      </Button>
    </form>
  );
}
