import { submitSelection } from "@darkroom/lib/domain/galleries/selection";
import { withReview } from "@darkroom/lib/http/with-review";

// POST /g/{token}/selection — the named reviewer submits their favourites as their selection (200 with submitted_at and asset_ids)
export const POST = withReview<{ token: string }>(async ({ gallery, reviewer }) => submitSelection({ gallery, reviewer }));
