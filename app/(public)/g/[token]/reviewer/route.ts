import { parseJsonBody } from "@darkroom/lib/http/body";
import { nameReviewer, reviewerCookie } from "@darkroom/lib/domain/galleries/reviewer";
import { ReviewerInput } from "@darkroom/lib/domain/galleries/schema";
import { withReview } from "@darkroom/lib/http/with-review";

// POST /g/{token}/reviewer — remember the reviewer's name (a cookie) for their feedback
export const POST = withReview<{ token: string }>(async ({ request, reviewer, secure }) => {
  const { name } = await parseJsonBody(request, ReviewerInput);
  const named = nameReviewer({ current: reviewer, name });
  return Response.json({ name: named.name }, { headers: { "Set-Cookie": reviewerCookie({ reviewer: named, secure }) } });
});
