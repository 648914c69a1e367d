"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { ApiClientError } from "@/lib/client/api";
import { useSignIn, useSignUp } from "@/lib/client/hooks/use-session";
import { CredentialFields, readCredentials } from "./credential-fields";

type Mode = "signin" | "signup";

const COPY: Record<Mode, { title: string; intro: string; submit: string; pending: string; switchText: string; switchLink: string; switchPath: string }> = {
  signin: {
    title: "Sign in",
    intro: "Welcome back. Sign in to your Darkroom account.",
    submit: "Sign in",
    pending: "Signing in…",
    switchText: "New to Darkroom?",
    switchLink: "Create an account",
    switchPath: "/signup",
  },
  signup: {
    title: "Create your account",
    intro: "Convert, run skills and keep results in your Vault.",
    submit: "Create account",
    pending: "Creating account…",
    switchText: "Already have an account?",
    switchLink: "Sign in",
    switchPath: "/signin",
  },
};

type AuthFormProps = { mode: Mode; next: string };

/** E-mail and password form for both sign-in and sign-up; the API's message is shown inline. */
export function AuthForm({ mode, next }: AuthFormProps) {
  const router = useRouter();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const mutation = mode === "signin" ? signIn : signUp;
  const copy = COPY[mode];
  const errorId = useId();
  const keepNext = (path: string) => (next === "/" ? path : `${path}?next=${encodeURIComponent(next)}`);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A double-click sends once: the intent guard (useIntentMutation) ignores the second submit.
    mutation.mutate(readCredentials(event.currentTarget), {
      onSuccess: () => {
        router.replace(next);
        router.refresh();
      },
    });
  }

  return (
    <>
      <h1 className="text-xl font-semibold tracking-tight text-zinc-900">{copy.title}</h1>
      <p className="mt-1 text-sm text-zinc-600">{copy.intro}</p>
      <form onSubmit={submit} className="mt-6 space-y-4">
        <CredentialFields password={mode === "signup" ? "new" : "current"} invalid={mutation.isError} errorId={mutation.isError ? errorId : undefined} />
        {mutation.isError && (
          <div id={errorId}>
            <Notice tone="danger">
              {mutation.error.message}
              {mode === "signup" && mutation.error instanceof ApiClientError && mutation.error.code === "email_taken" && (
                <>
                  {" "}
                  <Link href={keepNext("/signin")} className="font-medium underline">
                    Go to sign-in
                  </Link>
                </>
              )}
            </Notice>
          </div>
        )}
        <Button type="submit" pending={mutation.isPending || mutation.isSuccess} className="w-full">
          {mutation.isPending || mutation.isSuccess ? copy.pending : copy.submit}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-zinc-600">
        {copy.switchText}{" "}
        <Link href={keepNext(copy.switchPath)} className="rounded font-medium text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600">
          {copy.switchLink}
        </Link>
      </p>
    </>
  );
}
