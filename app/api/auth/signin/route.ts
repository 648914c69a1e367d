import { handle, readBody } from "@/lib/http/contract-route";
import { SignInContract } from "@/lib/http/contracts/accounts";
import { clientAddress } from "@/lib/http/forwarded";
import { respondWithSession } from "@/lib/http/respond-with-session";
import { signIn } from "@/lib/domain/auth/sign-in";

// POST /api/auth/signin — exchange e-mail and password for a session cookie (failed attempts are limited)
export const POST = handle(SignInContract, async ({ request }) => {
  const credentials = await readBody(SignInContract, request);
  return respondWithSession(request, await signIn({ ...credentials, address: clientAddress(request.headers) }), 200);
});
