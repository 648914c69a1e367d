"use client";

import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDeleteWebhook, useRotateWebhookSecret, useTestWebhook, useUpdateWebhook } from "@/lib/client/hooks/use-webhooks";
import type { WebhookView } from "@/lib/domain/webhooks/schema";
import { DeliveryLog } from "./delivery-log";

type WebhookCardProps = { webhook: WebhookView; onAnnounce: (message: string) => void; onSecret: (secret: string) => void };

/** One endpoint: its URL, events and state, with test, disable/enable, secret rotation, delete and its delivery log. */
export function WebhookCard({ webhook, onAnnounce, onSecret }: WebhookCardProps) {
  const titleId = useId();
  const [showLog, setShowLog] = useState(false);
  const test = useTestWebhook();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const failure = test.error ?? update.error ?? remove.error ?? rotate.error;

  function sendTest() {
    test.mutate(
      { id: webhook.id },
      {
        onSuccess: () => {
          setShowLog(true);
          onAnnounce("Test ping queued.");
        },
      },
    );
  }

  function confirmRotate() {
    if (window.confirm("Replace the signing secret? Messages are signed with the new one at once.")) rotate.mutate({ id: webhook.id }, { onSuccess: (rotated) => onSecret(rotated.secret) });
  }

  function confirmDelete() {
    if (window.confirm(`Delete the endpoint ${webhook.url} and its delivery log?`)) remove.mutate({ id: webhook.id }, { onSuccess: () => onAnnounce("Endpoint deleted.") });
  }

  return (
    <Card aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start gap-3 px-5 py-4">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="truncate font-mono text-sm text-zinc-900">
            {webhook.url}
          </h3>
          <p className="mt-1 text-xs text-zinc-600">{webhook.events.join(", ")}</p>
          {webhook.disabled_reason && <p className="mt-1 text-sm text-red-700">{webhook.disabled_reason}</p>}
        </div>
        <Badge tone={webhook.enabled ? "success" : "neutral"}>{webhook.enabled ? "Enabled" : "Disabled"}</Badge>
      </div>
      <div className="flex flex-wrap gap-2 border-t border-zinc-200 px-5 py-3">
        <Button variant="secondary" size="sm" pending={test.isPending} onClick={sendTest}>
          Send test
        </Button>
        <Button variant="secondary" size="sm" pending={update.isPending} onClick={() => update.mutate({ id: webhook.id, patch: { enabled: !webhook.enabled } })}>
          {webhook.enabled ? "Disable" : "Enable"}
        </Button>
        <Button variant="secondary" size="sm" pending={rotate.isPending} onClick={confirmRotate}>
          Rotate secret
        </Button>
        <Button variant="ghost" size="sm" aria-expanded={showLog} onClick={() => setShowLog((open) => !open)}>
          {showLog ? "Hide deliveries" : "Deliveries"}
        </Button>
        <Button variant="ghost" size="sm" className="ml-auto text-red-700 hover:bg-red-50 hover:text-red-800" pending={remove.isPending} onClick={confirmDelete}>
          Delete
        </Button>
      </div>
      {failure && (
        <p role="alert" className="px-5 pb-3 text-sm text-red-700">
          {failure.message}
        </p>
      )}
      {showLog && <DeliveryLog webhookId={webhook.id} />}
    </Card>
  );
}
