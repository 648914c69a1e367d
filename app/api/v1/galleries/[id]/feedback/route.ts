import { handle } from "@/lib/api/contract-route";
import { GalleryFeedbackContract } from "@/lib/galleries/contracts";
import { listGalleryFeedback } from "@/lib/galleries/feedback";

export * from "@/lib/api/method-not-allowed";

// GET /api/v1/galleries/{id}/feedback — favourites, approvals, rejections and comments per asset
export const GET = handle(GalleryFeedbackContract, async ({ caller, params }) => listGalleryFeedback({ accountId: caller.account.id, galleryId: params.id }));
