"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatNumber } from "@/lib/client/format";
import { useGrantCredits } from "@/lib/client/hooks/use-operator";

/** Adds credits to an account by e-mail; a negative amount takes credits back. */
export function GrantCreditsForm({ emails }: { emails: string[] }) {
  const grant = useGrantCredits();
  const [email, setEmail] = useState("");
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const ids = { title: useId(), email: useId(), emails: useId(), amount: useId(), amountHint: useId(), note: useId() };
  const parsed = Number(amount);
  const valid = email.trim() !== "" && Number.isInteger(parsed) && parsed !== 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    grant.mutate({ email: email.trim(), amount: parsed, note: note.trim() || undefined }, { onSuccess: () => setAmount("") });
  }

  return (
    <Card aria-labelledby={ids.title}>
      <CardHeader titleId={ids.title} title="Grant credits" />
      <form onSubmit={submit} className="grid grid-cols-1 gap-4 p-5 sm:grid-cols-[2fr_1fr_2fr_auto] sm:items-end">
        <div>
          <Label htmlFor={ids.email}>Account e-mail</Label>
          <Input id={ids.email} className="mt-1.5" type="email" list={ids.emails} required value={email} onChange={(event) => setEmail(event.target.value)} />
          <datalist id={ids.emails}>
            {emails.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
        </div>
        <div>
          <Label htmlFor={ids.amount}>Amount</Label>
          <Input id={ids.amount} className="mt-1.5" type="number" step={1} required value={amount} aria-describedby={ids.amountHint} onChange={(event) => setAmount(event.target.value)} />
        </div>
        <div>
          <Label htmlFor={ids.note}>Note (optional)</Label>
          <Input id={ids.note} className="mt-1.5" maxLength={200} value={note} onChange={(event) => setNote(event.target.value)} />
        </div>
        <Button type="submit" pending={grant.isPending} disabled={!valid}>
          Grant
        </Button>
        <p id={ids.amountHint} aria-live="polite" className="text-sm sm:col-span-4">
          {grant.isError ? (
            <span className="text-red-700">{grant.error.message}</span>
          ) : grant.data ? (
            <span className="text-emerald-700">{`${grant.data.email} now has ${formatNumber(grant.data.credits)} credits.`}</span>
          ) : (
            <span className="text-zinc-600">A negative amount takes credits back.</span>
          )}
        </p>
      </form>
    </Card>
  );
}
