import { handle, readBody } from "@darkroom/lib/http/contract-route";
import { SetupContract } from "@darkroom/lib/http/contracts/accounts";
import { clientLimitKey } from "@darkroom/lib/http/forwarded";
import { createOperatorWithSetupToken } from "@darkroom/lib/domain/admin/setup-token";
import { respondWithSession } from "@darkroom/lib/http/respond-with-session";
import { limitSignUp } from "@darkroom/lib/domain/auth/sign-in";

// POST /api/auth/setup — the one-time /setup link creates the first operator and signs it in
export const POST = handle(SetupContract, async ({ request }) => {
  const input = await readBody(SetupContract, request);
  await limitSignUp(clientLimitKey(request.headers));
  return respondWithSession(request, await createOperatorWithSetupToken(input), 201);
});
