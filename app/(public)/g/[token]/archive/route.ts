import { reviewArchiveFiles } from "@darkroom/lib/domain/galleries/review-archive";
import { ReviewArchiveQuery } from "@darkroom/lib/domain/galleries/schema";
import { withReview } from "@darkroom/lib/http/with-review";
import { zipResponse } from "@darkroom/lib/http/zip-response";

// GET /g/{token}/archive — every original of the gallery as one ZIP (?favourites=1: the reviewer's favourites); 403 while downloads are off
export const GET = withReview<{ token: string }>(async ({ request, gallery, reviewer }) => {
  const { favourites } = ReviewArchiveQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  return zipResponse(await reviewArchiveFiles({ gallery, reviewer, favourites: favourites !== undefined }));
});
