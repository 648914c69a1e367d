import type { ReactNode } from "react";
import { AppShell } from "@/components/app-shell/app-shell";
import { SignInRedirect } from "@/components/app-shell/sign-in-redirect";
import { getCurrentAccount } from "@darkroom/lib/http/current-account";

// A layout cannot see the requested path, so the redirect that keeps `next` happens in the browser.
export default async function WorkbenchLayout({ children }: { children: ReactNode }) {
  const account = await getCurrentAccount();
  if (!account) return <SignInRedirect />;
  return <AppShell email={account.email}>{children}</AppShell>;
}
