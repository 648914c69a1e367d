"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { downloadVaultArchive, useAssetFolders, useVault, type VaultSearch } from "@/lib/client/hooks/use-assets";
import { assetKindNamed, assetSortNamed } from "@/lib/domain/vault/asset-kind";
import { AssetCard } from "./asset-card";
import { BulkEditDialog, type BulkEdit } from "./bulk-edit-dialog";
import { DeleteAssetsDialog } from "./delete-assets-dialog";
import { FolderTree } from "./folder-tree";
import { VaultFilters } from "./vault-filters";
import { EmptyState, LoadError, Loading } from "@/components/ui/load-state";
import { NewGalleryDialog } from "./new-gallery-dialog";
import { RoomBar } from "./room-bar";

type OpenDialog = "delete" | "gallery" | BulkEdit | null;

const SEARCH_FIELDS = ["q", "type", "tag", "folder", "sort", "taken_after", "taken_before"] as const;

/** The search the URL holds; a value the API would refuse is left out. */
function searchOf(params: URLSearchParams): VaultSearch {
  const text = (name: string) => params.get(name) || undefined;

  return {
    q: text("q"),
    type: assetKindNamed(params.get("type")),
    tag: text("tag"),
    folder: text("folder"),
    sort: assetSortNamed(params.get("sort")),
    taken_after: text("taken_after"),
    taken_before: text("taken_before"),
  };
}

/** The /vault page: room used, a search (words, filters, folders, order) a page at a time, and bulk actions on a selection. */
export function VaultPage() {
  const router = useRouter();
  const searchParams = useSearchParams();
  const search = searchOf(searchParams);
  const filtered = SEARCH_FIELDS.some((name) => name !== "sort" && search[name]);
  const vault = useVault(search);
  // The folder column only once some asset is in a folder; until then the grid takes the width.
  const hasFolders = (useAssetFolders().data?.folders.length ?? 0) > 0;
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [announcement, setAnnouncement] = useState("");
  const [downloading, setDownloading] = useState(false);

  const assets = vault.data?.pages.flatMap((page) => page.assets) ?? [];
  const room = vault.data?.pages[0];

  function toggle(id: string) {
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  }

  function changeSearch(next: VaultSearch) {
    setSelected([]);
    const params = new URLSearchParams();
    for (const name of SEARCH_FIELDS) if (next[name]) params.set(name, next[name]);
    router.replace(params.size ? `/vault?${params}` : "/vault", { scroll: false });
  }

  async function download() {
    setDownloading(true);
    try {
      await downloadVaultArchive(selected);
    } catch (error) {
      setAnnouncement(error instanceof Error ? error.message : "The download failed.");
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">Vault</h1>
        <p className="mt-1 max-w-2xl text-sm text-zinc-600">Outputs you kept, in folders and with tags. Select some to tag, move, download or share them in a gallery, or delete them to free room.</p>
      </div>

      {room && <RoomBar used_bytes={room.used_bytes} capacity_bytes={room.capacity_bytes} free_bytes={room.free_bytes} />}

      <VaultFilters key={search.q ?? ""} search={search} onChange={changeSearch} />

      <div className={hasFolders ? "grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]" : undefined}>
        <FolderTree value={search.folder} onChange={(folder) => changeSearch({ ...search, folder })} />
        <div className="min-w-0 space-y-6">
          <div className="flex flex-wrap items-center justify-end gap-3">
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
              <Button variant="secondary" size="sm" disabled={selected.length === 0} onClick={() => setDialog("tag")}>
                Tag
              </Button>
              <Button variant="secondary" size="sm" disabled={selected.length === 0} onClick={() => setDialog("untag")}>
                Untag
              </Button>
              <Button variant="secondary" size="sm" disabled={selected.length === 0} onClick={() => setDialog("move")}>
                Move
              </Button>
              <Button variant="secondary" size="sm" disabled={selected.length === 0} pending={downloading} onClick={() => void download()}>
                Download ZIP
              </Button>
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
            filtered ? (
              <EmptyState title="No assets match">Change the words or filters, or pick another folder.</EmptyState>
            ) : (
              <EmptyState title="The Vault is empty">
                Run a skill or a convert, then keep its output in the Vault (from the Workbench, or with{" "}
                <code className="font-mono text-[13px]">POST /api/v1/assets</code> and the job id).
              </EmptyState>
            )
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
        </div>
      </div>

      <p aria-live="polite" className="text-sm text-zinc-700 empty:hidden">
        {announcement}
      </p>
      <BulkEditDialog
        action={dialog === "tag" || dialog === "untag" || dialog === "move" ? dialog : null}
        ids={selected}
        onClose={() => setDialog(null)}
        onDone={(message) => {
          setDialog(null);
          setAnnouncement(message);
        }}
      />
      <DeleteAssetsDialog
        ids={selected}
        open={dialog === "delete"}
        onClose={() => setDialog(null)}
        onDeleted={(deleted) => {
          setDialog(null);
          setSelected([]);
          setAnnouncement(`${deleted.length} deleted.`);
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
