"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useUpdateGallery, type GalleryView } from "@/lib/client/hooks/use-galleries";
import { isoToLocalInput, localInputToIso } from "./local-datetime";
import { SaveRow } from "./save-row";

/** Name, expiry and whether reviewers may download the originals; saved together. */
export function GalleryDetailsForm({ gallery }: { gallery: GalleryView }) {
  const update = useUpdateGallery(gallery.id);
  const [name, setName] = useState(gallery.name);
  const [expires, setExpires] = useState(isoToLocalInput(gallery.expires_at));
  const [allowDownload, setAllowDownload] = useState(gallery.allow_download);
  const ids = { title: useId(), name: useId(), expires: useId(), expiresHint: useId(), download: useId(), downloadHint: useId() };

  const changed = name.trim() !== gallery.name || localInputToIso(expires) !== (gallery.expires_at && new Date(gallery.expires_at).toISOString()) || allowDownload !== gallery.allow_download;

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate({ name: name.trim(), expires_at: localInputToIso(expires), allow_download: allowDownload });
  }

  return (
    <Card aria-labelledby={ids.title}>
      <CardHeader titleId={ids.title} title="Details" />
      <form onSubmit={submit} className="space-y-4 p-5">
        <div>
          <Label htmlFor={ids.name}>Name</Label>
          <Input id={ids.name} className="mt-1.5" value={name} maxLength={200} required onChange={(event) => setName(event.target.value)} />
        </div>
        <div>
          <Label htmlFor={ids.expires}>Expires</Label>
          <div className="mt-1.5 flex gap-2">
            <Input id={ids.expires} type="datetime-local" value={expires} aria-describedby={ids.expiresHint} onChange={(event) => setExpires(event.target.value)} />
            <Button variant="ghost" disabled={!expires} onClick={() => setExpires("")}>
              No expiry
            </Button>
          </div>
          <p id={ids.expiresHint} className="mt-1.5 text-sm text-zinc-600">
            After this time (your time zone) the review page shows as expired.
          </p>
        </div>
        <div className="flex items-start gap-3">
          <input
            id={ids.download}
            type="checkbox"
            className="mt-0.5 size-4 accent-accent-600"
            checked={allowDownload}
            aria-describedby={ids.downloadHint}
            onChange={(event) => setAllowDownload(event.target.checked)}
          />
          <div>
            <Label htmlFor={ids.download}>Allow downloads</Label>
            <p id={ids.downloadHint} className="text-sm text-zinc-600">
              Reviewers can open and download the original files, not only previews.
            </p>
          </div>
        </div>
        <SaveRow label="Save changes" mutation={update} disabled={!changed || !name.trim()} changed={changed} />
      </form>
    </Card>
  );
}
