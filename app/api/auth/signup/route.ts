import { withApi } from "@/lib/http/with-api";
import { parseJsonBody } from "@/lib/http/body";
import { clientLimitKey } from "@/lib/http/forwarded";
import { Credentials } from "@/lib/domain/accounts/schema";
import { signUp } from "@/lib/domain/accounts/accounts";
import { respondWithSession } from "@/lib/http/respond-with-session";
import { limitSignUp } from "@/lib/domain/auth/sign-in";

// POST /api/auth/signup — create a Workbench account and sign it in (limited per client address)
export const POST = withApi(
  async ({ request }) => {
    const credentials = await parseJsonBody(request, Credentials);
    await limitSignUp(clientLimitKey(request.headers));
    return respondWithSession(request, await signUp(credentials), 201);
  },
  { auth: "none" },
);
