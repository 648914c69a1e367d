"use client";

import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import type { CreatedApiKey } from "@/lib/client/types";

type KeyCreatedDialogProps = { created: CreatedApiKey | null; onClose: () => void };

/** Shows a new key's plaintext, the one time the server returns it. */
export function KeyCreatedDialog({ created, onClose }: KeyCreatedDialogProps) {
  return (
    <Dialog
      open={created !== null}
      onClose={onClose}
      title="Save your new API key"
      description={created?.name ? `“${created.name}” is ready to use.` : "Your key is ready to use."}
      footer={<Button onClick={onClose}>I’ve saved my key</Button>}
    >
      {created && (
        <div className="space-y-4">
          <Notice tone="warning" title="This key will not be shown again">
            Copy it now and keep it somewhere safe. Darkroom stores only a hash of it; if you lose it, revoke it and create a new
            one.
          </Notice>
          <CopyField label="API key" value={created.key} autoFocus />
        </div>
      )}
    </Dialog>
  );
}
