"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useBulkAssets } from "@/lib/client/hooks/use-assets";

type DeleteAssetsDialogProps = { ids: string[]; open: boolean; onClose: () => void; onDeleted: (deleted: string[]) => void };

/** Asks before deleting: deleted assets leave every gallery and cannot be restored. */
export function DeleteAssetsDialog({ ids, open, onClose, onDeleted }: DeleteAssetsDialogProps) {
  const deleteAssets = useBulkAssets();
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
                { action: "delete", ids },
                {
                  onSuccess: (result) => {
                    deleteAssets.reset();
                    onDeleted(result.ids);
                  },
                },
              )
            }
          >
            Delete {what}
          </Button>
        </>
      }
    >
      {deleteAssets.error && (
        <p role="alert" className="text-sm text-red-700">
          {deleteAssets.error.message} Nothing was deleted.
        </p>
      )}
    </Dialog>
  );
}
