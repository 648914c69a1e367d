"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { AssetThumb } from "@/components/vault/asset-thumb";
import { Loading } from "@/components/ui/load-state";
import { useVault } from "@/lib/client/hooks/use-assets";
import { useCreateGallery, type GalleryView } from "@/lib/client/hooks/use-galleries";

type CreateGalleryDialogProps = { open: boolean; onClose: () => void; onCreated: (gallery: GalleryView) => void };

/** A name and a pick of Vault assets: a gallery holds at least one. */
export function CreateGalleryDialog({ open, onClose, onCreated }: CreateGalleryDialogProps) {
  const createGallery = useCreateGallery();
  const vault = useVault();
  const [name, setName] = useState("");
  const [picked, setPicked] = useState<string[]>([]);
  const [never, setNever] = useState(false);
  const ids = { name: useId(), form: useId(), error: useId(), picker: useId(), expiry: useId() };
  const assets = vault.data?.pages.flatMap((page) => page.assets) ?? [];

  function close() {
    createGallery.reset();
    setName("");
    setPicked([]);
    setNever(false);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // Left out, the server's default expiry applies (GALLERY_DEFAULT_EXPIRY_DAYS); null is "never", chosen here on purpose.
    createGallery.mutate({ name: name.trim(), asset_ids: picked, ...(never ? { expires_at: null } : {}) }, { onSuccess: onCreated });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="New gallery"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={ids.form} pending={createGallery.isPending} disabled={!name.trim() || picked.length === 0}>
            Create gallery
          </Button>
        </>
      }
    >
      <form id={ids.form} onSubmit={submit} className="space-y-4">
        <div>
          <Label htmlFor={ids.name}>Gallery name</Label>
          <Input id={ids.name} className="mt-1.5" value={name} maxLength={200} required data-autofocus onChange={(event) => setName(event.target.value)} />
        </div>
        <div>
          <Label htmlFor={ids.expiry}>Review link expires</Label>
          <select
            id={ids.expiry}
            className="mt-1.5 block h-10 w-full rounded-md border border-zinc-300 bg-white px-3 text-sm shadow-sm"
            value={never ? "never" : "default"}
            onChange={(event) => setNever(event.target.value === "never")}
          >
            <option value="default">After 30 days (default)</option>
            <option value="never">Never</option>
          </select>
        </div>
        <fieldset aria-describedby={ids.picker}>
          <legend className="text-sm font-medium text-zinc-800">Assets</legend>
          <p id={ids.picker} className="text-sm text-zinc-600">
            {picked.length} picked. They appear in the order you pick them.
          </p>
          {vault.isPending ? (
            <Loading>Loading the Vault…</Loading>
          ) : vault.isError ? (
            <p role="alert" className="mt-2 text-sm text-red-700">{vault.error.message}</p>
          ) : assets.length === 0 ? (
            <p className="mt-2 text-sm text-zinc-600">The Vault is empty: keep some outputs first.</p>
          ) : (
            <ul className="mt-2 grid max-h-72 grid-cols-3 gap-2 overflow-y-auto p-1 sm:grid-cols-4">
              {assets.map((asset) => (
                <li key={asset.id}>
                  <label className="block cursor-pointer overflow-hidden rounded-lg border border-zinc-200 has-[:checked]:border-accent-600 has-[:checked]:ring-2 has-[:checked]:ring-accent-600/30 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600">
                    <span className="relative block aspect-square bg-zinc-100">
                      <AssetThumb asset={asset} />
                      <input
                        type="checkbox"
                        className="absolute top-1 left-1 size-4 accent-accent-600"
                        checked={picked.includes(asset.id)}
                        onChange={() => setPicked((current) => (current.includes(asset.id) ? current.filter((id) => id !== asset.id) : [...current, asset.id]))}
                        aria-label={asset.name}
                      />
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {vault.hasNextPage && (
            <Button variant="ghost" size="sm" className="mt-2" pending={vault.isFetchingNextPage} onClick={() => vault.fetchNextPage()}>
              Show more assets
            </Button>
          )}
        </fieldset>
        {createGallery.error && (
          <p id={ids.error} role="alert" className="text-sm text-red-700">
            {createGallery.error.message}
          </p>
        )}
      </form>
    </Dialog>
  );
}
