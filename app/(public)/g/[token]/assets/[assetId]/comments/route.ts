import { parseJsonBody } from "@darkroom/lib/http/body";
import { readQuery } from "@darkroom/lib/http/contract-route";
import { addComment, listReviewComments } from "@darkroom/lib/domain/galleries/feedback";
import { CommentInput, ReviewCommentsQuery } from "@darkroom/lib/domain/galleries/schema";
import { withReview } from "@darkroom/lib/http/with-review";

// GET /g/{token}/assets/{assetId}/comments — the next page of an item's comments (?cursor=<last shown id>&limit=20)
export const GET = withReview<{ token: string; assetId: string }>(async ({ request, params, gallery }) => {
  const query = readQuery({ query: ReviewCommentsQuery }, request);
  return listReviewComments({ gallery, assetId: params.assetId, ...query });
});

// POST /g/{token}/assets/{assetId}/comments — leave a comment on an item as the named reviewer
export const POST = withReview<{ token: string; assetId: string }>(
  async ({ request, params, gallery, reviewer, clientKey }) => {
    const { text } = await parseJsonBody(request, CommentInput);
    return addComment({ gallery, assetId: params.assetId, reviewer, text, clientKey });
  },
  { status: 201 },
);
