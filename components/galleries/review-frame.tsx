import type { ReactNode } from "react";

/** A quiet centred card for review pages that show a message or a form instead of the gallery. */
export function ReviewFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-12">
      <p className="mb-8 flex items-center gap-2 text-lg font-semibold tracking-tight text-zinc-900">
        <span aria-hidden className="size-3.5 rounded-full bg-accent-600 ring-4 ring-accent-100" />
        Darkroom
      </p>
      <div className="w-full max-w-sm rounded-xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-lg font-semibold text-zinc-900">{title}</h1>
        {children && <div className="mt-2 text-sm text-zinc-600">{children}</div>}
      </div>
    </main>
  );
}
