"use client";

import Link from "next/link";
import { LoadError, Loading } from "@/components/ui/load-state";
import { useGallery } from "@/lib/client/hooks/use-galleries";
import { DeleteGalleryButton } from "./delete-gallery-button";
import { GalleryBadges } from "./gallery-badges";
import { GalleryBrandingForm } from "./gallery-branding-form";
import { GalleryDetailsForm } from "./gallery-details-form";
import { GalleryFeedback } from "./gallery-feedback";
import { GalleryPasswordForm } from "./gallery-password-form";
import { GallerySelections } from "./gallery-selections";
import { ReviewLinkCard } from "./review-link-card";
import { SortableAssets } from "./sortable-assets";

/** The /galleries/[id] page: order, settings, review link and feedback of one gallery. */
export function GalleryEditor({ galleryId }: { galleryId: string }) {
  const gallery = useGallery(galleryId);

  return (
    <div className="space-y-6">
      <Link href="/galleries" className="text-sm font-medium text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600">
        ← All galleries
      </Link>
      {gallery.isPending ? (
        <Loading>Loading the gallery…</Loading>
      ) : gallery.isError ? (
        <LoadError title="Could not load this gallery" error={gallery.error} onRetry={() => gallery.refetch()} />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">{gallery.data.name}</h1>
              <GalleryBadges gallery={gallery.data} />
            </div>
            <DeleteGalleryButton gallery={gallery.data} />
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="space-y-6">
              <SortableAssets gallery={gallery.data} />
              <GallerySelections gallery={gallery.data} />
              <GalleryFeedback galleryId={galleryId} />
            </div>
            <div className="space-y-6">
              <ReviewLinkCard gallery={gallery.data} />
              <GalleryDetailsForm key={gallery.data.id} gallery={gallery.data} />
              <GalleryBrandingForm key={`${gallery.data.id}-branding`} gallery={gallery.data} />
              <GalleryPasswordForm gallery={gallery.data} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
