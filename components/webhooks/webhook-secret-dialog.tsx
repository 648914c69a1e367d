"use client";

import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";

/** Shows an endpoint's signing secret, the one time the server returns it (creation or rotation). */
export function WebhookSecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Dialog
      open={secret !== null}
      onClose={onClose}
      title="Save the signing secret"
      description="Your receiver verifies each message's webhook-signature with it."
      footer={<Button onClick={onClose}>I’ve saved the secret</Button>}
    >
      {secret && (
        <div className="space-y-4">
          <Notice tone="warning" title="This secret will not be shown again">
            If you lose it, rotate the endpoint&apos;s secret and update your receiver.
          </Notice>
          <CopyField label="Signing secret" value={secret} autoFocus />
        </div>
      )}
    </Dialog>
  );
}
