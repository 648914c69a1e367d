import { parseJsonBody } from "@darkroom/lib/http/body";
import { recordReaction } from "@darkroom/lib/domain/galleries/feedback";
import { ReactionInput } from "@darkroom/lib/domain/galleries/schema";
import { withReview } from "@darkroom/lib/http/with-review";

// POST /g/{token}/assets/{assetId}/reaction — favourite, approve or reject an item as the named reviewer
export const POST = withReview<{ token: string; assetId: string }>(async ({ request, params, gallery, reviewer }) =>
  recordReaction({ gallery, assetId: params.assetId, reviewer, input: await parseJsonBody(request, ReactionInput) }),
);
