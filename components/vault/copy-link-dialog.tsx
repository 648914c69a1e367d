"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { Dialog } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { useVariantUrl, type VariantInput } from "@/lib/client/hooks/use-assets";
import type { AssetView } from "@/lib/domain/vault/schema";

const WIDTHS = [null, 400, 800, 1600] as const;
const FORMATS = ["auto", "webp", "jpeg", "png", "avif", "stored"] as const;
type Width = (typeof WIDTHS)[number];
type Format = (typeof FORMATS)[number];

const FORMAT_LABEL: Record<Format, string> = { auto: "Auto (AVIF, WebP or JPEG per browser)", webp: "WebP", jpeg: "JPEG", png: "PNG", avif: "AVIF", stored: "As stored" };

type CopyLinkDialogProps = { asset: AssetView; open: boolean; onClose: () => void };

/** The asset's stable delivery link; for a raster image, a variant of a chosen width and format, shown live. */
export function CopyLinkDialog({ asset, open, onClose }: CopyLinkDialogProps) {
  const transformable = asset.kind === "image" && asset.mime !== "image/svg+xml";
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Copy link to ${asset.name}`}
      description="A permanent link anyone can open, with no key: put it on a web page, in a shop or an e-mail. Deleting the asset ends it."
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {transformable ? <VariantPicker asset={asset} /> : <CopyField label="Link" value={asset.delivery_url} autoFocus />}
    </Dialog>
  );
}

function VariantPicker({ asset }: { asset: AssetView }) {
  const [width, setWidth] = useState<Width>(800);
  const [format, setFormat] = useState<Format>("auto");
  const widthId = useId();
  const formatId = useId();
  // Original width as stored is the asset's own delivery URL; anything else is a variant.
  const variant: VariantInput | null = width === null && format === "stored" ? null : { ...(width !== null && { width }), ...(format !== "stored" && { format }) };
  const made = useVariantUrl(asset.id, variant);
  const url = variant === null ? asset.delivery_url : made.data;

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <div>
          <Label htmlFor={widthId}>Width</Label>
          <select
            id={widthId}
            data-autofocus
            value={width ?? "original"}
            onChange={(event) => setWidth(event.target.value === "original" ? null : (Number(event.target.value) as Width))}
            className="mt-1.5 h-10 w-full rounded-md border border-zinc-300 bg-white px-2 text-sm"
          >
            {WIDTHS.map((w) => (
              <option key={w ?? "original"} value={w ?? "original"}>
                {w === null ? `Original${asset.width ? ` (${asset.width} px)` : ""}` : `${w} px`}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={formatId}>Format</Label>
          <select id={formatId} value={format} onChange={(event) => setFormat(event.target.value as Format)} className="mt-1.5 h-10 w-full rounded-md border border-zinc-300 bg-white px-2 text-sm">
            {FORMATS.map((f) => (
              <option key={f} value={f}>
                {FORMAT_LABEL[f]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex h-48 items-center justify-center overflow-hidden rounded-lg bg-zinc-100">
        {url ? (
          // eslint-disable-next-line @next/next/no-img-element -- the live preview must be the very URL that is copied.
          <img src={url} alt={`Preview of ${asset.name} as linked`} className="checkerboard max-h-full max-w-full object-contain" />
        ) : (
          <p className="text-sm text-zinc-500" role={made.isError ? "alert" : undefined}>
            {made.isError ? made.error.message : "Making the link…"}
          </p>
        )}
      </div>
      {url && <CopyField key={url} label="Link" value={url} />}
      {width !== null && asset.width !== null && width > asset.width && <p className="text-sm text-zinc-600">Wider than the original: it is served at its own {asset.width} px, never enlarged.</p>}
    </div>
  );
}
