import { withApi } from "@/lib/api/with-api";
import { parseJsonBody } from "@/lib/api/body";
import { clientAddress } from "@/lib/api/forwarded";
import { SetupInput } from "@/lib/accounts/schema";
import { createOperatorWithSetupToken } from "@/lib/admin/setup-token";
import { respondWithSession } from "@/lib/auth/respond";
import { limitSignUp } from "@/lib/auth/sign-in";

// POST /api/auth/setup — the one-time /setup link creates the first operator and signs it in
export const POST = withApi(
  async ({ request }) => {
    const input = await parseJsonBody(request, SetupInput);
    await limitSignUp(clientAddress(request.headers));
    return respondWithSession(request, await createOperatorWithSetupToken(input), 201);
  },
  { auth: "none" },
);

export * from "@/lib/api/method-not-allowed";
