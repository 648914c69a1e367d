"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useVault } from "@/lib/client/hooks/use-assets";
import { assetKindNamed, type AssetKind } from "@/lib/domain/vault/asset-kind";
import { AssetCard } from "./asset-card";
import { DeleteAssetsDialog } from "./delete-assets-dialog";
import { KindFilter } from "./kind-filter";
import { EmptyState, LoadError, Loading } from "@/components/ui/load-state";
import { NewGalleryDialog } from "./new-gallery-dialog";
import { RoomBar } from "./room-bar";

type OpenDialog = "delete" | "gallery" | null;

/** The /vault page: room used, assets by kind a page at a time, and actions on a selection. */
export function VaultPage() {
  const router = useRouter();
  const searchParams = useSearchParams();
  const kind = assetKindNamed(searchParams.get("kind"));
  const vault = useVault({ kind });
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [announcement, setAnnouncement] = useState("");

  const assets = vault.data?.pages.flatMap((page) => page.assets) ?? [];
  const room = vault.data?.pages[0];

  function toggle(id: string) {
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  }

  function changeKind(next: AssetKind | undefined) {
    setSelected([]);
    router.replace(next ? `/vault?kind=${next}` : "/vault", { scroll: false });
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">Vault</h1>
        <p className="mt-1 max-w-2xl text-sm text-zinc-600">Outputs you kept. Select some to share them in a gallery, or delete them to free room.</p>
      </div>

      {room && <RoomBar used_bytes={room.used_bytes} capacity_bytes={room.capacity_bytes} free_bytes={room.free_bytes} />}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <KindFilter value={kind} onChange={changeKind} />
        <div role="toolbar" aria-label="Selection" className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-zinc-600" aria-live="polite">
            {selected.length} selected
          </p>
          {selected.length > 0 ? (
            <Button variant="ghost" size="sm" onClick={() => setSelected([])}>
              Clear
            </Button>
          ) : (
            <Button variant="ghost" size="sm" disabled={assets.length === 0} onClick={() => setSelected(assets.map((a) => a.id))}>
              Select all shown
            </Button>
          )}
          <Button size="sm" disabled={selected.length === 0} onClick={() => setDialog("gallery")}>
            New gallery from selection
          </Button>
          <Button variant="danger" size="sm" disabled={selected.length === 0} onClick={() => setDialog("delete")}>
            Delete
          </Button>
        </div>
      </div>

      {vault.isPending ? (
        <Loading>Loading the Vault…</Loading>
      ) : vault.isError ? (
        <LoadError title="Could not load the Vault" error={vault.error} onRetry={() => vault.refetch()} />
      ) : assets.length === 0 ? (
        <EmptyState title={kind ? `No ${kind} assets` : "The Vault is empty"}>
          Run a skill or a convert, then keep its output in the Vault (from the Workbench, or with{" "}
          <code className="font-mono text-[13px]">POST /api/v1/assets</code> and the job id).
        </EmptyState>
      ) : (
        <>
          <ul aria-label="Assets" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
            {assets.map((asset) => (
              <AssetCard key={asset.id} asset={asset} selected={selected.includes(asset.id)} onToggle={() => toggle(asset.id)} />
            ))}
          </ul>
          {vault.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="secondary" pending={vault.isFetchingNextPage} onClick={() => vault.fetchNextPage()}>
                Load more
              </Button>
            </div>
          )}
        </>
      )}

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <DeleteAssetsDialog
        ids={selected}
        open={dialog === "delete"}
        onClose={() => setDialog(null)}
        onDeleted={({ deleted, failed }) => {
          setDialog(null);
          setSelected(failed);
          setAnnouncement(`${deleted.length} deleted.${failed.length ? ` ${failed.length} could not be deleted and stay selected.` : ""}`);
        }}
      />
      <NewGalleryDialog
        assetIds={selected}
        open={dialog === "gallery"}
        onClose={() => setDialog(null)}
        onCreated={(gallery) => router.push(`/galleries/${gallery.id}`)}
      />
    </div>
  );
}
