"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type ReviewerNameFormProps = {
  initialName?: string;
  hint: string;
  onSave: (name: string) => Promise<string>;
  onSaved: (name: string) => void;
  autoFocus?: boolean;
};

/** Asks for the name feedback is given under; the server keeps it in a cookie. */
export function ReviewerNameForm({ initialName = "", hint, onSave, onSaved, autoFocus = false }: ReviewerNameFormProps) {
  const inputId = useId();
  const hintId = useId();
  const [name, setName] = useState(initialName);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      onSaved(await onSave(name));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Could not save your name. Try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="w-full max-w-sm">
      <Label htmlFor={inputId}>Your name</Label>
      <div className="mt-1.5 flex gap-2">
        <Input
          id={inputId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          maxLength={60}
          autoComplete="name"
          autoFocus={autoFocus}
          aria-describedby={hintId}
          invalid={error !== null}
        />
        <Button type="submit" variant="secondary" pending={pending}>
          Save name
        </Button>
      </div>
      <p id={hintId} className={error ? "mt-1.5 text-sm text-red-700" : "mt-1.5 text-sm text-zinc-500"} role={error ? "alert" : undefined}>
        {error ?? hint}
      </p>
    </form>
  );
}
