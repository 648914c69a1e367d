import { parseJsonBody } from "@darkroom/lib/http/body";
import { UnlockInput } from "@darkroom/lib/domain/galleries/schema";
import { unlockGallery } from "@darkroom/lib/domain/galleries/unlock";
import { withReview } from "@darkroom/lib/http/with-review";

// POST /g/{token}/unlock — check the gallery's password; sets an HTTP-only access cookie for this link
export const POST = withReview<{ token: string }>(
  async ({ request, params, gallery, clientKey, secure }) => {
    const { password } = await parseJsonBody(request, UnlockInput);
    const { cookie } = await unlockGallery({ gallery, token: params.token, password, clientKey, secure });
    return Response.json({ unlocked: true }, { headers: cookie ? { "Set-Cookie": cookie } : {} });
  },
  { access: "live" },
);
