import Link from "next/link";
import type { ReactNode } from "react";

/** A centred, quiet frame for the sign-in and sign-up forms. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-12">
      <Link
        href="/"
        className="mb-8 flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent-600"
      >
        <span aria-hidden className="size-3.5 rounded-full bg-accent-600 ring-4 ring-accent-100" />
        Darkroom
      </Link>
      <div className="w-full max-w-sm rounded-xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
    </main>
  );
}
