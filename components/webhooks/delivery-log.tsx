"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/client/format";
import { useDeliveries, useRetryDelivery } from "@/lib/client/hooks/use-webhooks";
import type { DeliveryView } from "@/lib/domain/webhooks/schema";

const STATUS_TONE = { pending: "warning", succeeded: "success", failed: "danger" } as const;

/** An endpoint's deliveries, newest first: each attempt's answer and the next attempt. */
export function DeliveryLog({ webhookId }: { webhookId: string }) {
  const deliveries = useDeliveries(webhookId, { enabled: true });
  const retry = useRetryDelivery();
  if (deliveries.isPending) {
    return (
      <p className="flex items-center gap-2 px-5 py-4 text-sm text-zinc-600">
        <Spinner /> Loading deliveries…
      </p>
    );
  }
  if (deliveries.isError) return <p className="px-5 py-4 text-sm text-red-700">{deliveries.error.message}</p>;
  if (deliveries.data.length === 0) return <p className="px-5 py-4 text-sm text-zinc-600">No deliveries yet. Send a test to see one here.</p>;
  return (
    <ol aria-label="Deliveries" className="divide-y divide-zinc-200 border-t border-zinc-200">
      {deliveries.data.map((delivery) => (
        <li key={delivery.id} className="px-5 py-3 text-sm">
          <div className="flex flex-wrap items-center gap-3">
            <code className="font-mono text-[13px] text-zinc-900">{delivery.event}</code>
            <Badge tone={STATUS_TONE[delivery.status]}>{delivery.status}</Badge>
            <span className="text-zinc-500">{formatDateTime(delivery.created_at)}</span>
            {delivery.next_attempt_at && <span className="text-zinc-600">Next attempt {formatDateTime(delivery.next_attempt_at)}</span>}
            <Button variant="ghost" size="sm" className="ml-auto" pending={retry.isPending && retry.variables?.deliveryId === delivery.id} onClick={() => retry.mutate({ id: webhookId, deliveryId: delivery.id })}>
              Retry now
            </Button>
          </div>
          {delivery.delay_reason && <p className="mt-1 text-zinc-600">{delivery.delay_reason}</p>}
          <Attempts delivery={delivery} />
        </li>
      ))}
    </ol>
  );
}

function Attempts({ delivery }: { delivery: DeliveryView }) {
  if (delivery.attempts.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1">
      {delivery.attempts.map((attempt, index) => (
        <li key={attempt.at + index} className="text-zinc-700">
          <details>
            <summary className="cursor-pointer">
              Attempt {index + 1}, {formatDateTime(attempt.at)}: {attempt.response_status === null ? attempt.error : `HTTP ${attempt.response_status}`} ({attempt.duration_ms} ms)
            </summary>
            <pre className="mt-1 max-h-40 overflow-auto rounded bg-zinc-50 p-2 font-mono text-xs whitespace-pre-wrap text-zinc-800">{attempt.response_body || "(empty answer)"}</pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
