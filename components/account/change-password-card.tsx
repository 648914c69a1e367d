"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LIMITS } from "@/lib/platform/config/limits";

// From the limits table, not the schema module: zod stays out of the page's JavaScript.
const PASSWORD_MIN = LIMITS.passwordMinChars.value;
const PASSWORD_MAX = LIMITS.passwordMaxChars.value;
import { useChangePassword } from "./use-sessions";


/** Changes the password; every other session ends, this one stays signed in. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [message, setMessage] = useState("");
  const ids = { title: useId(), current: useId(), next: useId(), hint: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    setMessage("");
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: ({ ended_sessions }) => {
          setCurrent("");
          setNext("");
          setMessage(`Password changed. ${ended_sessions === 1 ? "1 other session was" : `${ended_sessions} other sessions were`} signed out.`);
        },
      },
    );
  }

  return (
    <Card aria-labelledby={ids.title}>
      <CardHeader titleId={ids.title} title="Password" description="Changing it signs out every other browser." />
      <form onSubmit={submit} className="space-y-4 p-5">
        <div>
          <Label htmlFor={ids.current}>Current password</Label>
          <Input id={ids.current} className="mt-1.5" type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
        </div>
        <div>
          <Label htmlFor={ids.next}>New password</Label>
          <Input
            id={ids.next}
            className="mt-1.5"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
            aria-describedby={ids.hint}
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
          <p id={ids.hint} className="mt-1.5 text-sm text-zinc-600">
            At least {PASSWORD_MIN} characters.
          </p>
        </div>
        {change.isError && (
          <p role="alert" className="text-sm text-red-700">
            {change.error.message}
          </p>
        )}
        <p aria-live="polite" className="text-sm text-emerald-700">
          {message}
        </p>
        <Button type="submit" pending={change.isPending} disabled={!current || next.length < PASSWORD_MIN}>
          Change password
        </Button>
      </form>
    </Card>
  );
}
