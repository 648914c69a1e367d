"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import type { GalleryView } from "@/lib/domain/galleries/schema";

/** Password, downloads and expiry at a glance; "expired" is judged once, when the badges mount. */
export function GalleryBadges({ gallery }: { gallery: GalleryView }) {
  const [now] = useState(Date.now);
  const expired = gallery.expires_at !== null && new Date(gallery.expires_at).getTime() <= now;
  return (
    <span className="flex flex-wrap gap-1.5">
      {gallery.has_password && <Badge tone="accent">Password</Badge>}
      {gallery.allow_download && <Badge tone="success">Downloads on</Badge>}
      {expired ? <Badge tone="danger">Expired</Badge> : gallery.expires_at && <Badge tone="warning">Expires</Badge>}
    </span>
  );
}
