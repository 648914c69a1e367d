"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiFetch } from "@/lib/client/api";
import { ReviewFrame } from "./review-frame";

/** The password form of a protected gallery; the right password sets an HTTP-only cookie and reloads the page. */
export function PasswordGate({ token }: { token: string }) {
  const router = useRouter();
  const inputId = useId();
  const errorId = useId();
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await apiFetch(`/g/${token}/unlock`, { method: "POST", json: { password } });
      router.refresh();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Something went wrong. Try again.");
      setPending(false);
    }
  }

  return (
    <ReviewFrame title="This gallery is protected">
      <p>Enter the password you were given to see it.</p>
      <form onSubmit={submit} className="mt-5 space-y-4">
        <div>
          <Label htmlFor={inputId}>Password</Label>
          <Input
            id={inputId}
            type="password"
            className="mt-1.5"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            required
            maxLength={200}
            autoFocus
            invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" pending={pending} className="w-full">
          View gallery
        </Button>
      </form>
    </ReviewFrame>
  );
}
