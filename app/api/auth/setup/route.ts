import { handle, readBody } from "@/lib/http/contract-route";
import { SetupContract } from "@/lib/http/contracts/accounts";
import { clientLimitKey } from "@/lib/http/forwarded";
import { createOperatorWithSetupToken } from "@/lib/domain/admin/setup-token";
import { respondWithSession } from "@/lib/http/respond-with-session";
import { limitSignUp } from "@/lib/domain/auth/sign-in";

// POST /api/auth/setup — the one-time /setup link creates the first operator and signs it in
export const POST = handle(SetupContract, async ({ request }) => {
  const input = await readBody(SetupContract, request);
  await limitSignUp(clientLimitKey(request.headers));
  return respondWithSession(request, await createOperatorWithSetupToken(input), 201);
});
