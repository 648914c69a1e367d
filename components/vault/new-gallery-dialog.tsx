"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCreateGallery, type GalleryView } from "@/lib/client/hooks/use-galleries";

type NewGalleryDialogProps = { assetIds: string[]; open: boolean; onClose: () => void; onCreated: (gallery: GalleryView) => void };

/** Names a new gallery made of the given assets, in the order they are listed. */
export function NewGalleryDialog({ assetIds, open, onClose, onCreated }: NewGalleryDialogProps) {
  const createGallery = useCreateGallery();
  const [name, setName] = useState("");
  const nameId = useId();
  const errorId = useId();
  const formId = useId();

  function close() {
    createGallery.reset();
    setName("");
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    createGallery.mutate({ name: name.trim(), asset_ids: assetIds }, { onSuccess: onCreated });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="New gallery"
      description={`A review page for the ${assetIds.length === 1 ? "selected asset" : `${assetIds.length} selected assets`}. You can reorder them and set a password next.`}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} pending={createGallery.isPending} disabled={!name.trim()}>
            Create gallery
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit}>
        <Label htmlFor={nameId}>Gallery name</Label>
        <Input
          id={nameId}
          className="mt-1.5"
          value={name}
          maxLength={200}
          required
          data-autofocus
          onChange={(event) => setName(event.target.value)}
          invalid={createGallery.isError}
          aria-describedby={createGallery.isError ? errorId : undefined}
        />
        {createGallery.error && (
          <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
            {createGallery.error.message}
          </p>
        )}
      </form>
    </Dialog>
  );
}
