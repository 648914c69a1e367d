import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { reviewOriginalUrl } from "@darkroom/lib/domain/galleries/review-files";
import { withReview } from "@darkroom/lib/http/with-review";

// GET /g/{token}/assets/{assetId}/file[?download=1] — redirect to a short-lived link to the original, when downloads are on
export const GET = withReview<{ token: string; assetId: string }>(async ({ request, params, gallery }) => {
  const download = new URL(request.url).searchParams.get("download") === "1";
  const url = await reviewOriginalUrl({ gallery, assetId: params.assetId, download, baseUrl: baseUrlOf(request) });
  return new Response(null, { status: 302, headers: { Location: url, "Cache-Control": "no-store" } });
});
