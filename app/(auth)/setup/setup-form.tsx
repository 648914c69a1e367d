"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Notice } from "@/components/ui/notice";
import { apiFetch } from "@/lib/client/api";
import type { SessionAccount } from "@/lib/client/types";

/** E-mail and password of the first operator, sent with the link's one-time token. */
export function SetupForm({ token }: { token: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const setup = useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      apiFetch<{ account: SessionAccount }>("/api/auth/setup", { method: "POST", json: { token, ...credentials } }),
    onSuccess: () => queryClient.clear(),
  });
  const emailId = useId();
  const passwordId = useId();
  const hintId = useId();
  const errorId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setup.mutate(
      { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") },
      {
        onSuccess: () => {
          router.replace("/usage/operator");
          router.refresh();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="mt-6 space-y-4">
      <div>
        <Label htmlFor={emailId}>E-mail</Label>
        <Input id={emailId} name="email" type="email" autoComplete="email" required maxLength={254} className="mt-1.5" invalid={setup.isError} aria-describedby={setup.isError ? errorId : undefined} />
      </div>
      <div>
        <Label htmlFor={passwordId}>Password</Label>
        <Input
          id={passwordId}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={10}
          maxLength={200}
          className="mt-1.5"
          invalid={setup.isError}
          aria-describedby={[hintId, setup.isError ? errorId : ""].filter(Boolean).join(" ")}
        />
        <p id={hintId} className="mt-1.5 text-sm text-zinc-600">
          At least 10 characters.
        </p>
      </div>
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
