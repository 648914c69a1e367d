"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useDeleteGallery, type GalleryView } from "@/lib/client/hooks/use-galleries";

/** Deletes the gallery after a confirmation; its assets stay in the Vault. */
export function DeleteGalleryButton({ gallery }: { gallery: GalleryView }) {
  const router = useRouter();
  const deleteGallery = useDeleteGallery();
  const [open, setOpen] = useState(false);

  function close() {
    deleteGallery.reset();
    setOpen(false);
  }

  return (
    <>
      <Button variant="ghost" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setOpen(true)}>
        Delete gallery…
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={`Delete “${gallery.name}”?`}
        description="The review link stops working and the reviewers’ feedback is deleted. The assets stay in the Vault."
        footer={
          <>
            <Button variant="secondary" onClick={close} data-autofocus>
              Cancel
            </Button>
            <Button variant="danger" pending={deleteGallery.isPending} onClick={() => deleteGallery.mutate({ id: gallery.id }, { onSuccess: () => router.push("/galleries") })}>
              Delete gallery
            </Button>
          </>
        }
      >
        {deleteGallery.isError && (
          <p role="alert" className="text-sm text-red-700">
            {deleteGallery.error.message}
          </p>
        )}
      </Dialog>
    </>
  );
}
