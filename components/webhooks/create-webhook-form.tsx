"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCreateWebhook } from "@/lib/client/hooks/use-webhooks";
import { WEBHOOK_EVENTS, type WebhookEvent } from "@/lib/domain/webhooks/events";
import type { CreatedWebhookView } from "@/lib/domain/webhooks/schema";

export function CreateWebhookForm({ onCreated }: { onCreated: (created: CreatedWebhookView) => void }) {
  const titleId = useId();
  const urlId = useId();
  const errorId = useId();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(["job.completed", "job.failed"]);
  const create = useCreateWebhook();

  function toggle(event: WebhookEvent) {
    setEvents((current) => (current.includes(event) ? current.filter((e) => e !== event) : [...current, event]));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (created) => {
          setUrl("");
          onCreated(created);
        },
      },
    );
  }

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title="Add an endpoint" description="Darkroom POSTs each event to it, signed the Standard Webhooks way." />
      <form onSubmit={submit} className="space-y-3 px-5 py-4">
        <div>
          <Label htmlFor={urlId}>Endpoint URL</Label>
          <Input
            id={urlId}
            name="url"
            type="url"
            required
            className="mt-1.5"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://example.com/hooks/darkroom"
            autoComplete="off"
            invalid={create.isError}
            aria-describedby={create.isError ? errorId : undefined}
          />
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-zinc-900">Events</legend>
          <div className="mt-1.5 flex flex-wrap gap-x-5 gap-y-2">
            {WEBHOOK_EVENTS.map((name) => (
              <label key={name} className="flex items-center gap-2 text-sm text-zinc-700">
                <input type="checkbox" checked={events.includes(name)} onChange={() => toggle(name)} />
                <code className="font-mono text-[13px]">{name}</code>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" pending={create.isPending} disabled={events.length === 0}>
          {create.isPending ? "Adding…" : "Add endpoint"}
        </Button>
        {create.isError && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {create.error.message}
          </p>
        )}
      </form>
    </Card>
  );
}
