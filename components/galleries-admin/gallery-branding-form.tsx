"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useGalleryAssets, useUpdateGallery, type GalleryView } from "@/lib/client/hooks/use-galleries";
import { SaveRow } from "./save-row";

const SELECT_CLASS = "mt-1.5 block h-10 w-full rounded-md border border-zinc-300 bg-white px-3 text-sm";
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** Cover, logo and accent colour of the review page, chosen from the gallery's own images; saved together. */
export function GalleryBrandingForm({ gallery }: { gallery: GalleryView }) {
  const update = useUpdateGallery(gallery.id);
  const assets = useGalleryAssets(gallery.asset_ids);
  const [cover, setCover] = useState(gallery.cover_asset_id ?? "");
  const [logo, setLogo] = useState(gallery.logo_asset_id ?? "");
  const [accent, setAccent] = useState(gallery.accent_color ?? "");
  const ids = { title: useId(), accent: useId(), accentHint: useId() };

  const images = assets.flatMap((query) => (query.data?.kind === "image" ? [{ id: query.data.id, name: query.data.name }] : []));
  const accentValid = accent === "" || HEX_COLOUR.test(accent);
  const changed = cover !== (gallery.cover_asset_id ?? "") || logo !== (gallery.logo_asset_id ?? "") || accent.toLowerCase() !== (gallery.accent_color ?? "");

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate({ cover_asset_id: cover || null, logo_asset_id: logo || null, accent_color: accent ? accent.toLowerCase() : null });
  }

  return (
    <Card aria-labelledby={ids.title}>
      <CardHeader titleId={ids.title} title="Branding" />
      <form onSubmit={submit} className="space-y-4 p-5">
        <ImageSelect label="Cover image" value={cover} images={images} onChange={setCover} />
        <ImageSelect label="Logo" value={logo} images={images} onChange={setLogo} />
        <div>
          <Label htmlFor={ids.accent}>Accent colour</Label>
          <div className="mt-1.5 flex gap-2">
            <input
              type="color"
              aria-label="Pick the accent colour"
              className="h-10 w-12 shrink-0 rounded-md border border-zinc-300 bg-white p-1"
              value={HEX_COLOUR.test(accent) ? accent.toLowerCase() : "#4f46e5"}
              onChange={(event) => setAccent(event.target.value)}
            />
            <Input
              id={ids.accent}
              value={accent}
              placeholder="#1d4ed8"
              maxLength={7}
              aria-describedby={ids.accentHint}
              aria-invalid={!accentValid || undefined}
              onChange={(event) => setAccent(event.target.value.trim())}
            />
            <Button variant="ghost" disabled={!accent} onClick={() => setAccent("")}>
              None
            </Button>
          </div>
          <p id={ids.accentHint} className={`mt-1.5 text-sm ${accentValid ? "text-zinc-600" : "text-red-700"}`}>
            {accentValid ? "Buttons and highlights of the review page; empty for the default." : "Use a colour such as #1d4ed8."}
          </p>
        </div>
        <SaveRow label="Save branding" mutation={update} disabled={!changed || !accentValid} changed={changed} />
      </form>
    </Card>
  );
}

type BrandImage = { id: string; name: string };

/** One brand image, chosen among the gallery's images or none. */
function ImageSelect({ label, value, images, onChange }: { label: string; value: string; images: BrandImage[]; onChange: (id: string) => void }) {
  const id = useId();
  // A brand image may be a Vault image outside the gallery (set through the API): keep it selectable.
  const choices = value && !images.some((image) => image.id === value) ? [...images, { id: value, name: value }] : images;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={SELECT_CLASS} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">None</option>
        {choices.map((image) => (
          <option key={image.id} value={image.id}>
            {image.name}
          </option>
        ))}
      </select>
    </div>
  );
}
