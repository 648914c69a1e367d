import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { AppShell } from "@/components/app-shell/app-shell";
import { getCurrentAccount } from "@darkroom/lib/http/current-account";
import { REQUEST_PATH_HEADER } from "@darkroom/lib/http/peer-headers";
import { safeNextPath, signInPath } from "@/lib/client/sign-in-path";

/** The page asked for, without the query Next adds to its own navigation requests. */
async function requestedPath(): Promise<string> {
  const url = new URL(safeNextPath((await headers()).get(REQUEST_PATH_HEADER) ?? "/"), "http://localhost");
  url.searchParams.delete("_rsc");
  return url.pathname + url.search;
}

// A signed-out visitor is sent to sign-in by the server (307), told to come back to the page asked for.
export default async function WorkbenchLayout({ children }: { children: ReactNode }) {
  const account = await getCurrentAccount();
  if (!account) redirect(signInPath(await requestedPath()));
  return <AppShell email={account.email}>{children}</AppShell>;
}
