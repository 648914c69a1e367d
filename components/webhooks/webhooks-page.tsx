"use client";

import { useState } from "react";
import { LoadError } from "@/components/ui/load-state";
import { Spinner } from "@/components/ui/spinner";
import { useWebhooks } from "@/lib/client/hooks/use-webhooks";
import { CreateWebhookForm } from "./create-webhook-form";
import { WebhookCard } from "./webhook-card";
import { WebhookSecretDialog } from "./webhook-secret-dialog";

/** The /webhooks page: add endpoints (secret shown once), test, disable, rotate, delete, and read each delivery log. */
export function WebhooksPage() {
  const [secret, setSecret] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const webhooks = useWebhooks();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">Webhooks</h1>
        <p className="mt-1 max-w-2xl text-sm text-zinc-600">
          Be told when jobs and runs finish and when reviewers give feedback, instead of polling. Failed deliveries are retried for
          about a day; an endpoint failing for three days is disabled.
        </p>
      </div>
      <CreateWebhookForm onCreated={(created) => setSecret(created.secret)} />
      {webhooks.isPending ? (
        <p className="flex items-center gap-2 text-sm text-zinc-600">
          <Spinner /> Loading endpoints…
        </p>
      ) : webhooks.isError ? (
        <LoadError title="Could not load your endpoints" error={webhooks.error} onRetry={() => webhooks.refetch()} />
      ) : webhooks.data.length === 0 ? (
        <p className="text-sm text-zinc-600">No endpoints yet.</p>
      ) : (
        <div className="space-y-4">
          {webhooks.data.map((webhook) => (
            <WebhookCard key={webhook.id} webhook={webhook} onAnnounce={setAnnouncement} onSecret={setSecret} />
          ))}
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <WebhookSecretDialog secret={secret} onClose={() => setSecret(null)} />
    </div>
  );
}
