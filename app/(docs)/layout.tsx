import Link from "next/link";
import type { ReactNode } from "react";
import { AppShell } from "@/components/app-shell/app-shell";
import { getCurrentAccount } from "@darkroom/lib/http/current-account";
import { signInPath } from "@/lib/client/sign-in-path";

// The API docs are public: signed in they sit in the Workbench frame, otherwise in a plain one.
export default async function DocsLayout({ children }: { children: ReactNode }) {
  const account = await getCurrentAccount();
  if (account) return <AppShell email={account.email}>{children}</AppShell>;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-zinc-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3 sm:px-6">
          <span className="text-base font-semibold tracking-tight text-zinc-900">Darkroom</span>
          <Link href={signInPath("/docs")} className="rounded-md px-3 py-1.5 text-sm font-medium text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600">
            Sign in
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        {children}
      </main>
    </div>
  );
}
