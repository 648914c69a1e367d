import { handle } from "@darkroom/lib/http/contract-route";
import { GalleryFeedbackContract } from "@darkroom/lib/http/contracts/galleries";
import { listGalleryFeedback } from "@darkroom/lib/domain/galleries/feedback";

// GET /api/v1/galleries/{id}/feedback — favourites, approvals, rejections and comments per asset
export const GET = handle(GalleryFeedbackContract, async ({ caller, params }) => listGalleryFeedback({ accountId: caller.account.id, galleryId: params.id }));
