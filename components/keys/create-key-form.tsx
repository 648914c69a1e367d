"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCreateKey } from "@/lib/client/hooks/use-keys";
import type { CreatedApiKey } from "@/lib/client/types";

type CreateKeyFormProps = { onCreated: (key: CreatedApiKey) => void };

export function CreateKeyForm({ onCreated }: CreateKeyFormProps) {
  const titleId = useId();
  const nameId = useId();
  const errorId = useId();
  const [name, setName] = useState("");
  const [test, setTest] = useState(false);
  const createKey = useCreateKey();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    createKey.mutate(
      { name: name.trim() || undefined, test },
      {
        onSuccess: (created) => {
          setName("");
          onCreated(created);
        },
      },
    );
  }

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader
        titleId={titleId}
        title="Create a key"
        description={
          <>
            Send it as <code className="font-mono text-[13px] text-zinc-800">Authorization: Bearer &lt;key&gt;</code>. Name keys after
            where they run, so you know which one to revoke.
          </>
        }
      />
      <form onSubmit={submit} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Label htmlFor={nameId}>
            Name <span className="font-normal text-zinc-500">(optional)</span>
          </Label>
          <Input
            id={nameId}
            name="name"
            className="mt-1.5"
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="e.g. CI pipeline"
            maxLength={100}
            autoComplete="off"
            invalid={createKey.isError}
            aria-describedby={createKey.isError ? errorId : undefined}
          />
        </div>
        <label className="flex items-center gap-2 py-2 text-sm text-zinc-700">
          <input type="checkbox" role="switch" checked={test} onChange={(event) => setTest(event.target.checked)} />
          Test key <span className="text-zinc-500">(dk_test_: test credits, fake paid skills)</span>
        </label>
        <Button type="submit" pending={createKey.isPending}>
          {createKey.isPending ? "Creating…" : "Create key"}
        </Button>
      </form>
      {createKey.isError && (
        <p id={errorId} role="alert" className="px-5 pb-4 text-sm text-red-700">
          {createKey.error.message}
        </p>
      )}
    </Card>
  );
}
