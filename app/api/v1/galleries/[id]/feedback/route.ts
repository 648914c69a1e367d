import { withApi } from "@/lib/api/with-api";
import { listGalleryFeedback } from "@/lib/galleries/feedback";

// GET /api/v1/galleries/{id}/feedback — favourites, approvals, rejections and comments per asset
export const GET = withApi<{ id: string }>(async ({ caller, params }) => listGalleryFeedback({ accountId: caller.account.id, galleryId: params.id }));
