import { handle } from "@darkroom/lib/http/contract-route";
import { SignOutContract } from "@darkroom/lib/http/contracts/accounts";
import { isSecureRequest } from "@darkroom/lib/http/base-url";
import { endSession } from "@darkroom/lib/domain/auth/session";
import { clearedSessionCookie, sessionTokenOf } from "@darkroom/lib/http/session-cookie";

// POST /api/auth/signout — end the session and clear its cookie
export const POST = handle(SignOutContract, async ({ request }) => {
  await endSession(sessionTokenOf(request));
  return new Response(null, { status: 204, headers: { "Set-Cookie": clearedSessionCookie(isSecureRequest(request.headers)) } });
});
