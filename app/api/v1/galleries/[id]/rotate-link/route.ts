import { baseUrlOf } from "@/lib/api/base-url";
import { handle } from "@/lib/api/contract-route";
import { RotateLinkContract } from "@/lib/galleries/contracts";
import { describeGallery, rotateGalleryLink } from "@/lib/galleries/galleries";

export * from "@/lib/api/method-not-allowed";

// POST /api/v1/galleries/{id}/rotate-link — issue a new review URL; the old one answers 404 from now on
export const POST = handle(RotateLinkContract, async ({ request, caller, params }) =>
  describeGallery(await rotateGalleryLink({ accountId: caller.account.id, galleryId: params.id }), baseUrlOf(request)),
);
