import Link from "next/link";
import type { ReactNode } from "react";
import { FocusClearance } from "./focus-clearance";
import { NavLinks } from "./nav-links";
import { ModeSwitch } from "./mode-switch";
import { SignOutButton } from "./sign-out-button";

type AppShellProps = { email: string; children: ReactNode };

/** The Workbench frame: product name, section navigation, who is signed in, and the page. */
export function AppShell({ email, children }: AppShellProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <FocusClearance />
      <header data-sticky="top" className="sticky top-0 z-40 border-b border-zinc-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center gap-x-3 px-4 py-2 sm:px-6 md:gap-x-6">
          <Link
            href="/"
            className="flex items-center gap-2 rounded-md py-1.5 text-base font-semibold tracking-tight text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
          >
            <span aria-hidden className="size-3 rounded-full bg-accent-600 ring-4 ring-accent-100" />
            Darkroom
          </Link>
          <div className="min-w-0 md:flex-1 md:overflow-x-auto">
            <NavLinks />
          </div>
          <div className="ml-auto flex min-w-0 items-center gap-2">
            <ModeSwitch />
            <span className="hidden max-w-56 truncate text-sm text-zinc-600 sm:inline" title={email}>
              {email}
            </span>
            <SignOutButton />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none sm:px-6">
        {children}
      </main>
    </div>
  );
}
