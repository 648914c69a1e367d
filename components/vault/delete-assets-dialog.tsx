"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useDeleteAssets } from "@/lib/client/hooks/use-assets";

type DeleteAssetsDialogProps = { ids: string[]; open: boolean; onClose: () => void; onDeleted: (result: { deleted: string[]; failed: string[] }) => void };

/** Asks before deleting: deleted assets leave every gallery and cannot be restored. */
export function DeleteAssetsDialog({ ids, open, onClose, onDeleted }: DeleteAssetsDialogProps) {
  const deleteAssets = useDeleteAssets();
  const what = ids.length === 1 ? "this asset" : `${ids.length} assets`;

  function close() {
    deleteAssets.reset();
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={`Delete ${what}?`}
      description="They are removed from the Vault and from every gallery that shows them, and their room is freed. This cannot be undone."
      footer={
        <>
          <Button variant="secondary" onClick={close} data-autofocus>
            Cancel
          </Button>
          <Button
            variant="danger"
            pending={deleteAssets.isPending}
            onClick={() =>
              deleteAssets.mutate(
                { ids },
                {
                  onSuccess: ({ failed }) => {
                    deleteAssets.reset();
                    onDeleted({ deleted: ids.filter((id) => !failed.includes(id)), failed });
                  },
                },
              )
            }
          >
            Delete {what}
          </Button>
        </>
      }
    />
  );
}
