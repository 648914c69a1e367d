import { handle, readBody } from "@darkroom/lib/http/contract-route";
import { SignInContract } from "@darkroom/lib/http/contracts/accounts";
import { clientLimitKey } from "@darkroom/lib/http/forwarded";
import { respondWithSession } from "@darkroom/lib/http/respond-with-session";
import { deviceTokenOf } from "@darkroom/lib/http/session-cookie";
import { signIn } from "@darkroom/lib/domain/auth/sign-in";

// POST /api/auth/signin — exchange e-mail and password for a session cookie (failed attempts are limited)
export const POST = handle(SignInContract, async ({ request }) => {
  const credentials = await readBody(SignInContract, request);
  const { account, deviceToken } = await signIn({ ...credentials, address: clientLimitKey(request.headers), deviceToken: deviceTokenOf(request) });
  return respondWithSession(request, account, 200, { deviceToken });
});
