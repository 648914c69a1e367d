import { handle, readBody } from "@darkroom/lib/http/contract-route";
import { SignUpContract } from "@darkroom/lib/http/contracts/accounts";
import { clientLimitKey } from "@darkroom/lib/http/forwarded";
import { signUp } from "@darkroom/lib/domain/accounts/accounts";
import { respondWithSession } from "@darkroom/lib/http/respond-with-session";
import { limitSignUp } from "@darkroom/lib/domain/auth/sign-in";

// POST /api/auth/signup — create a Workbench account and sign it in (limited per client address)
export const POST = handle(SignUpContract, async ({ request }) => {
  const credentials = await readBody(SignUpContract, request);
  await limitSignUp(clientLimitKey(request.headers));
  return respondWithSession(request, await signUp(credentials), 201);
});
