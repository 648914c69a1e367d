import { withApi } from "@/lib/api/with-api";
import { parseJsonBody } from "@/lib/api/body";
import { clientAddress } from "@/lib/api/forwarded";
import { Credentials } from "@/lib/accounts/schema";
import { respondWithSession } from "@/lib/auth/respond";
import { signIn } from "@/lib/auth/sign-in";

// POST /api/auth/signin — exchange e-mail and password for a session cookie (failed attempts are limited)
export const POST = withApi(
  async ({ request }) => {
    const credentials = await parseJsonBody(request, Credentials);
    return respondWithSession(request, await signIn({ ...credentials, address: clientAddress(request.headers) }), 200);
  },
  { auth: "none" },
);
