"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LIMITS } from "@/lib/platform/config/limits";

// From the limits table, not the schema module: zod stays out of the page's JavaScript.
const PASSWORD_MIN = LIMITS.passwordMinChars.value;
const PASSWORD_MAX = LIMITS.passwordMaxChars.value;

type CredentialFieldsProps = {
  /** A new password gets the length rule and its hint; an existing one is only typed in. */
  password: "new" | "current";
  invalid: boolean;
  /** The id of the error shown under the form, when there is one. */
  errorId?: string;
};

/** The e-mail and password inputs of the sign-in, sign-up and set-up forms (read as `email` and `password`). */
export function CredentialFields({ password, invalid, errorId }: CredentialFieldsProps) {
  const emailId = useId();
  const passwordId = useId();
  const hintId = useId();
  const isNew = password === "new";
  const passwordDescribedBy = [isNew ? hintId : "", errorId ?? ""].filter(Boolean).join(" ") || undefined;
  return (
    <>
      <div>
        <Label htmlFor={emailId}>E-mail</Label>
        <Input id={emailId} name="email" type="email" autoComplete="email" required maxLength={254} className="mt-1.5" invalid={invalid} aria-describedby={errorId} />
      </div>
      <div>
        <Label htmlFor={passwordId}>Password</Label>
        <Input
          id={passwordId}
          name="password"
          type="password"
          autoComplete={isNew ? "new-password" : "current-password"}
          required
          minLength={isNew ? PASSWORD_MIN : undefined}
          maxLength={PASSWORD_MAX}
          className="mt-1.5"
          invalid={invalid}
          aria-describedby={passwordDescribedBy}
        />
        {isNew && (
          <p id={hintId} className="mt-1.5 text-sm text-zinc-600">
            At least {PASSWORD_MIN} characters.
          </p>
        )}
      </div>
    </>
  );
}

/** The e-mail and password a credentials form holds. */
export function readCredentials(form: HTMLFormElement): { email: string; password: string } {
  const data = new FormData(form);
  return { email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") };
}
