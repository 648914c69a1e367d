import { withApi } from "@/lib/api/with-api";
import { parseJsonBody } from "@/lib/api/body";
import { clientAddress } from "@/lib/api/forwarded";
import { Credentials } from "@/lib/accounts/schema";
import { signUp } from "@/lib/accounts/accounts";
import { respondWithSession } from "@/lib/auth/respond";
import { limitSignUp } from "@/lib/auth/sign-in";

// POST /api/auth/signup — create a Workbench account and sign it in (limited per client address)
export const POST = withApi(
  async ({ request }) => {
    const credentials = await parseJsonBody(request, Credentials);
    await limitSignUp(clientAddress(request.headers));
    return respondWithSession(request, await signUp(credentials), 201);
  },
  { auth: "none" },
);
