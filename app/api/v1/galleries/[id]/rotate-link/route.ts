import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { handle } from "@darkroom/lib/http/contract-route";
import { RotateLinkContract } from "@darkroom/lib/http/contracts/galleries";
import { describeGallery, rotateGalleryLink } from "@darkroom/lib/domain/galleries/galleries";

// POST /api/v1/galleries/{id}/rotate-link — issue a new review URL; the old one answers 404 from now on
export const POST = handle(RotateLinkContract, async ({ request, caller, params }) =>
  describeGallery(await rotateGalleryLink({ accountId: caller.account.id, galleryId: params.id }), baseUrlOf(request)),
);
