import type { Account } from "@/lib/accounts/accounts";
import { createSession, sessionCookie } from "./session";

/** Starts a session for the account and answers with it set as an HTTP-only cookie. */
export async function respondWithSession(request: Request, account: Account, status: number): Promise<Response> {
  const { token, expiresAt } = await createSession(account.id);
  const secure = new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  return Response.json(
    { account: { id: account.id, email: account.email, plan: account.plan, role: account.role } },
    { status, headers: { "Set-Cookie": sessionCookie(token, expiresAt, secure) } },
  );
}
