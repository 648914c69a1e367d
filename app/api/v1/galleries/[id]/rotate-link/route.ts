import { baseUrlOf } from "@/lib/api/base-url";
import { withApi } from "@/lib/api/with-api";
import { describeGallery, rotateGalleryLink } from "@/lib/galleries/galleries";

// POST /api/v1/galleries/{id}/rotate-link — issue a new review URL; the old one answers 404 from now on
export const POST = withApi<{ id: string }>(async ({ request, caller, params }) =>
  describeGallery(await rotateGalleryLink({ accountId: caller.account.id, galleryId: params.id }), baseUrlOf(request)),
);
