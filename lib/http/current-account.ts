// With the extension: this module is loaded as plain ESM (scripts/build-server.mjs), and next has no exports map.
import { cookies, headers } from "next/headers.js";
import { isSecureRequest } from "@/lib/http/base-url";
import { clientAddress } from "@/lib/http/forwarded";
import { accountForSession } from "@/lib/domain/auth/session";
import { sessionCookieName } from "@/lib/http/session-cookie";

/** The signed-in account for server components and pages, or null. */
export async function getCurrentAccount() {
  const incoming = await headers();
  const token = (await cookies()).get(sessionCookieName(isSecureRequest(incoming)))?.value;
  const account = await accountForSession(token, clientAddress(incoming));
  if (!account) return null;
  return { id: account.id, email: account.email, plan: account.plan, role: account.role, credits: account.credits };
}
