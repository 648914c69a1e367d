import { serveFile } from "@darkroom/lib/http/serve-file";
import { reviewThumbnail } from "@darkroom/lib/domain/galleries/review-files";
import { withReview } from "@darkroom/lib/http/with-review";

// GET /g/{token}/assets/{assetId}/thumbnail — an item's preview, through the review link (never the original)
export const GET = withReview<{ token: string; assetId: string }>(async ({ request, params, gallery }) =>
  serveFile(request, await reviewThumbnail({ gallery, assetId: params.assetId }), { download: false }),
);
