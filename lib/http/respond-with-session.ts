import type { Account } from "@/lib/domain/accounts/accounts";
import { isSecureRequest } from "@/lib/http/base-url";
import { clientAddress } from "@/lib/http/forwarded";
import { createSession } from "@/lib/domain/auth/session";
import { deviceCookie, sessionCookie } from "@/lib/http/session-cookie";

/** Starts a session for the account and answers with it set as an HTTP-only cookie, beside the browser's device token when given. */
export async function respondWithSession(request: Request, account: Account, status: number, { deviceToken }: { deviceToken?: string } = {}): Promise<Response> {
  const { token, expiresAt } = await createSession(account.id, {
    userAgent: request.headers.get("user-agent") ?? "",
    address: clientAddress(request.headers),
  });
  const secure = isSecureRequest(request.headers);
  const headers = new Headers({ "Set-Cookie": sessionCookie(token, expiresAt, secure) });
  if (deviceToken) headers.append("Set-Cookie", deviceCookie(deviceToken, secure));
  return Response.json({ account: { id: account.id, email: account.email, plan: account.plan, role: account.role } }, { status, headers });
}
