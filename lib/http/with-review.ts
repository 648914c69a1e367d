import { isSecureRequest } from "@/lib/http/base-url";
import { clientLimitKey } from "@/lib/http/forwarded";
import { ApiError } from "@/lib/core/errors";
import { withApi } from "@/lib/http/with-api";
import { isSameOrigin, readCookie } from "@/lib/http/session-cookie";
import { consumeRequest, rateLimitHeaders } from "@/lib/platform/rate-limit/limiter";
import type { GalleryRow } from "@/lib/domain/galleries/galleries";
import { requireLiveGallery, requireOpenReview } from "@/lib/domain/galleries/review-access";
import { readReviewer, REVIEWER_COOKIE, type Reviewer } from "@/lib/domain/galleries/reviewer";
import { ACCESS_COOKIE } from "@/lib/domain/galleries/unlock";
import { LIMITS } from "@/lib/platform/config/limits";

type ReviewContext<P> = {
  request: Request;
  params: P;
  gallery: GalleryRow;
  reviewer: Reviewer | null;
  /** Who is asking, for per-visitor limits: the client address, IPv6 by its /64 (forwarding headers only under TRUST_PROXY). */
  clientKey: string;
  /** Whether cookies must be `Secure`. */
  secure: boolean;
};

const WRITES_PER_CLIENT_PER_MINUTE = LIMITS.galleryWritesPerVisitor.value;
const READ_METHODS = new Set(["GET", "HEAD"]);

/**
 * `withApi` for the public routes under `/g/<token>`: no login, the link (and, when set, the password
 * cookie) is the credential. `access: "live"` lets a locked gallery through (the unlock route).
 * Writes must come from this site and are limited per visitor.
 */
export function withReview<P extends { token: string }>(
  handler: (ctx: ReviewContext<P>) => Promise<Response | object>,
  { access = "open", status }: { access?: "open" | "live"; status?: number } = {},
) {
  return withApi<P, "none">(
    async ({ request, params }) => {
      const gallery =
        access === "live" ? await requireLiveGallery(params.token) : await requireOpenReview({ token: params.token, accessCookie: readCookie(request, ACCESS_COOKIE) });
      const clientKey = clientLimitKey(request.headers);
      if (!READ_METHODS.has(request.method)) {
        if (!isSameOrigin(request)) throw new ApiError("forbidden", "Cross-site request refused.");
        const decision = await consumeRequest({ subject: `gallery-review:${gallery.id}:${clientKey}`, limitPerMinute: WRITES_PER_CLIENT_PER_MINUTE });
        if (!decision.allowed) {
          throw new ApiError("rate_limited", `Too many changes at once. Try again in ${decision.resetSeconds} s.`, {
            headers: rateLimitHeaders(decision),
          });
        }
      }
      return handler({
        request,
        params,
        gallery,
        reviewer: readReviewer(readCookie(request, REVIEWER_COOKIE)),
        clientKey,
        secure: isSecureRequest(request.headers),
      });
    },
    { auth: "none", status },
  );
}
