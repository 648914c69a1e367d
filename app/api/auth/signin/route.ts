import { withApi } from "@/lib/http/with-api";
import { parseJsonBody } from "@/lib/http/body";
import { clientLimitKey } from "@/lib/http/forwarded";
import { Credentials } from "@/lib/domain/accounts/schema";
import { respondWithSession } from "@/lib/http/respond-with-session";
import { deviceTokenOf } from "@/lib/http/session-cookie";
import { signIn } from "@/lib/domain/auth/sign-in";

// POST /api/auth/signin — exchange e-mail and password for a session cookie (failed attempts are limited)
export const POST = withApi(
  async ({ request }) => {
    const credentials = await parseJsonBody(request, Credentials);
    const { account, deviceToken } = await signIn({ ...credentials, address: clientLimitKey(request.headers), deviceToken: deviceTokenOf(request) });
    return respondWithSession(request, account, 200, { deviceToken });
  },
  { auth: "none" },
);
