import { parseJsonBody } from "@/lib/http/body";
import { addComment } from "@/lib/domain/galleries/feedback";
import { CommentInput } from "@/lib/domain/galleries/schema";
import { withReview } from "@/lib/http/with-review";

// POST /g/{token}/assets/{assetId}/comments — leave a comment on an item as the named reviewer
export const POST = withReview<{ token: string; assetId: string }>(
  async ({ request, params, gallery, reviewer }) => {
    const { text } = await parseJsonBody(request, CommentInput);
    return addComment({ gallery, assetId: params.assetId, reviewer, text });
  },
  { status: 201 },
);
