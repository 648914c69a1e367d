"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Notice } from "@/components/ui/notice";
import { ApiClientError } from "@/lib/client/api";
import { useSignIn, useSignUp } from "@/lib/client/hooks/use-session";

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
  const emailId = useId();
  const passwordId = useId();
  const hintId = useId();
  const errorId = useId();
  const keepNext = (path: string) => (next === "/" ? path : `${path}?next=${encodeURIComponent(next)}`);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    mutation.mutate(
      { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") },
      {
        onSuccess: () => {
          router.replace(next);
          router.refresh();
        },
      },
    );
  }

  const describedBy = [mode === "signup" ? hintId : "", mutation.isError ? errorId : ""].filter(Boolean).join(" ") || undefined;

  return (
    <>
      <h1 className="text-xl font-semibold tracking-tight text-zinc-900">{copy.title}</h1>
      <p className="mt-1 text-sm text-zinc-600">{copy.intro}</p>
      <form onSubmit={submit} className="mt-6 space-y-4">
        <div>
          <Label htmlFor={emailId}>E-mail</Label>
          <Input
            id={emailId}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            className="mt-1.5"
            invalid={mutation.isError}
            aria-describedby={mutation.isError ? errorId : undefined}
          />
        </div>
        <div>
          <Label htmlFor={passwordId}>Password</Label>
          <Input
            id={passwordId}
            name="password"
            type="password"
            autoComplete={mode === "signin" ? "current-password" : "new-password"}
            required
            minLength={mode === "signup" ? 10 : undefined}
            maxLength={200}
            className="mt-1.5"
            invalid={mutation.isError}
            aria-describedby={describedBy}
          />
          {mode === "signup" && (
            <p id={hintId} className="mt-1.5 text-sm text-zinc-600">
              At least 10 characters.
            </p>
          )}
        </div>
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
