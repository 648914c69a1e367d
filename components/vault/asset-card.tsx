"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { formatDate } from "@/lib/client/format";
import type { AssetView } from "@/lib/domain/vault/schema";
import { AssetThumb } from "./asset-thumb";
import { CopyLinkDialog } from "./copy-link-dialog";
import { formatBytes } from "@/lib/core/bytes";

type AssetCardProps = { asset: AssetView; selected: boolean; onToggle: () => void };

/** One Vault asset; the card is the label of its selection checkbox (a click or Space selects it), with "Copy link" beside it. */
export function AssetCard({ asset, selected, onToggle }: AssetCardProps) {
  const dimensions = asset.width && asset.height ? `${asset.width}×${asset.height}` : null;
  const [linking, setLinking] = useState(false);
  return (
    <li className="relative">
      <label
        className={cx(
          "group relative block cursor-pointer overflow-hidden rounded-xl border bg-white shadow-sm transition-shadow",
          "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600",
          selected ? "border-accent-600 ring-2 ring-accent-600/30" : "border-zinc-200 hover:shadow-md",
        )}
      >
        <input type="checkbox" checked={selected} onChange={onToggle} className="absolute top-2 left-2 z-10 size-5 accent-accent-600" aria-label={`Select ${asset.name}`} />
        <div className="aspect-square bg-zinc-100">
          <AssetThumb asset={asset} />
        </div>
        <div className="space-y-0.5 p-3">
          <p className="truncate text-sm font-medium text-zinc-900" title={asset.name}>
            {asset.name}
          </p>
          <p className="text-xs text-zinc-600">
            {[formatBytes(asset.size_bytes), dimensions, formatDate(asset.taken_at ?? asset.created_at)].filter(Boolean).join(" · ")}
          </p>
          {(asset.folder || asset.tags.length > 0 || asset.camera) && (
            <p className="truncate text-xs text-zinc-500" title={[asset.folder, asset.camera, ...asset.tags.map((t) => `#${t}`)].filter(Boolean).join(" · ")}>
              {[asset.folder, asset.camera, ...asset.tags.map((t) => `#${t}`)].filter(Boolean).join(" · ")}
            </p>
          )}
        </div>
      </label>
      {/* Outside the label: a button inside it would be a second control in the checkbox's name. */}
      <Button variant="secondary" size="sm" className="absolute top-2 right-2 z-10 h-7 px-2 text-xs" aria-label={`Copy link to ${asset.name}`} onClick={() => setLinking(true)}>
        Copy link
      </Button>
      {linking && <CopyLinkDialog asset={asset} open onClose={() => setLinking(false)} />}
    </li>
  );
}
