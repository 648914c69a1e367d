"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyField } from "@/components/ui/copy-field";
import { EmptyState, LoadError, Loading } from "@/components/ui/load-state";
import { formatDate } from "@/lib/client/format";
import { useGalleries } from "@/lib/client/hooks/use-galleries";
import { CreateGalleryDialog } from "./create-gallery-dialog";
import { GalleryBadges } from "./gallery-badges";

/** The /galleries page: every gallery with its review link, and a way to make a new one. */
export function GalleriesPage() {
  const router = useRouter();
  const galleries = useGalleries();
  const [creating, setCreating] = useState(false);
  const list = galleries.data?.pages.flatMap((page) => page.galleries) ?? [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">Galleries</h1>
          <p className="mt-1 max-w-2xl text-sm text-zinc-600">Review pages for clients: anyone with the link can favourite, approve and comment.</p>
        </div>
        <Button onClick={() => setCreating(true)}>New gallery</Button>
      </div>

      {galleries.isPending ? (
        <Loading>Loading galleries…</Loading>
      ) : galleries.isError ? (
        <LoadError title="Could not load galleries" error={galleries.error} onRetry={() => galleries.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No galleries yet">Select assets in the Vault and choose “New gallery from selection”, or use New gallery above.</EmptyState>
      ) : (
        <ul aria-label="Galleries" className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {list.map((gallery) => (
            <li key={gallery.id}>
              <Card className="space-y-3 p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h2 className="truncate text-base font-semibold text-zinc-900">
                      <Link href={`/galleries/${gallery.id}`} className="hover:underline focus-visible:outline-2 focus-visible:outline-accent-600">
                        {gallery.name}
                      </Link>
                    </h2>
                    <p className="text-sm text-zinc-600">
                      {gallery.asset_ids.length} {gallery.asset_ids.length === 1 ? "asset" : "assets"} · created {formatDate(gallery.created_at)}
                    </p>
                  </div>
                  <GalleryBadges gallery={gallery} />
                </div>
                <CopyField label={`Review link for ${gallery.name}`} value={gallery.review_url} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      {galleries.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" pending={galleries.isFetchingNextPage} onClick={() => galleries.fetchNextPage()}>
            Load more
          </Button>
        </div>
      )}
      <CreateGalleryDialog open={creating} onClose={() => setCreating(false)} onCreated={(gallery) => router.push(`/galleries/${gallery.id}`)} />
    </div>
  );
}
