import { cookies } from "next/headers";
import { accountForSession, SESSION_COOKIE } from "./session";

/** The signed-in account for server components and pages, or null. */
export async function getCurrentAccount() {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const account = await accountForSession(token);
  if (!account) return null;
  return { id: account.id, email: account.email, plan: account.plan, role: account.role, credits: account.credits };
}
