import type { Account } from "@/lib/domain/accounts/accounts";
import { isSecureRequest } from "@/lib/http/base-url";
import { clientAddress } from "@/lib/http/forwarded";
import { createSession } from "@/lib/domain/auth/session";
import { sessionCookie } from "@/lib/http/session-cookie";

/** Starts a session for the account and answers with it set as an HTTP-only cookie. */
export async function respondWithSession(request: Request, account: Account, status: number): Promise<Response> {
  const { token, expiresAt } = await createSession(account.id, {
    userAgent: request.headers.get("user-agent") ?? "",
    address: clientAddress(request.headers),
  });
  return Response.json(
    { account: { id: account.id, email: account.email, plan: account.plan, role: account.role } },
    { status, headers: { "Set-Cookie": sessionCookie(token, expiresAt, isSecureRequest(request.headers)) } },
  );
}
