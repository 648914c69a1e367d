import { reviewMedia } from "@darkroom/lib/domain/galleries/review-media";
import { serveDelivered } from "@darkroom/lib/http/serve-delivered";
import { withUserFileHeaders } from "@darkroom/lib/http/serve-file";
import { withReview } from "@darkroom/lib/http/with-review";

// GET /g/{token}/media/{assetId}/{name} — one of the review page's pictures, checked against the live link on every request
export const GET = withUserFileHeaders(
  withReview<{ token: string; assetId: string; name: string }>(async ({ request, params, gallery }) => {
    const response = await serveDelivered(request, await reviewMedia({ gallery, assetId: params.assetId, name: params.name, accept: request.headers.get("accept") }));
    // Kept by the browser only with a fresh check of the link (a 304 by ETag), so a revoked link shows nothing more.
    response.headers.set("Cache-Control", "private, no-cache");
    return response;
  }),
);
