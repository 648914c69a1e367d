import { withApi } from "@/lib/http/with-api";
import { parseJsonBody } from "@/lib/http/body";
import { clientAddress } from "@/lib/http/forwarded";
import { SetupInput } from "@/lib/domain/accounts/schema";
import { createOperatorWithSetupToken } from "@/lib/domain/admin/setup-token";
import { respondWithSession } from "@/lib/http/respond-with-session";
import { limitSignUp } from "@/lib/domain/auth/sign-in";

// POST /api/auth/setup — the one-time /setup link creates the first operator and signs it in
export const POST = withApi(
  async ({ request }) => {
    const input = await parseJsonBody(request, SetupInput);
    await limitSignUp(clientAddress(request.headers));
    return respondWithSession(request, await createOperatorWithSetupToken(input), 201);
  },
  { auth: "none" },
);
