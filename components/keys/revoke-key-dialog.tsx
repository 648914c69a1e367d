"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useRevokeKey } from "@/lib/client/hooks/use-keys";
import type { ApiKeyView } from "@/lib/client/types";

type RevokeKeyDialogProps = { apiKey: ApiKeyView | null; onClose: () => void; onRevoked: (key: ApiKeyView) => void };

/** Asks before revoking: a revoked key stops working at once and cannot be restored. */
export function RevokeKeyDialog({ apiKey, onClose, onRevoked }: RevokeKeyDialogProps) {
  const revokeKey = useRevokeKey();

  function close() {
    revokeKey.reset();
    onClose();
  }

  return (
    <Dialog
      open={apiKey !== null}
      onClose={close}
      title={`Revoke ${apiKey?.name ? `“${apiKey.name}”` : "this key"}?`}
      description={
        <>
          Requests with <code className="font-mono text-zinc-800">{apiKey?.start}</code> will be refused from now on. This cannot be
          undone.
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} data-autofocus>
            Cancel
          </Button>
          <Button
            variant="danger"
            pending={revokeKey.isPending}
            onClick={() => {
              if (!apiKey) return;
              revokeKey.mutate(
                { id: apiKey.id },
                {
                  onSuccess: () => {
                    revokeKey.reset();
                    onRevoked(apiKey);
                  },
                },
              );
            }}
          >
            Revoke key
          </Button>
        </>
      }
    >
      {revokeKey.isError && (
        <p role="alert" className="text-sm text-red-700">
          {revokeKey.error.message}
        </p>
      )}
    </Dialog>
  );
}
