import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";

/** The loading line every list on these pages shows while its first page arrives. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 py-8 text-sm text-zinc-600">
      <Spinner /> {children}
    </p>
  );
}

/** A failed load with a retry button. */
export function LoadError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <Notice
      tone="danger"
      title={title}
      actions={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {error.message}
    </Notice>
  );
}

/** An empty list: what it is and what to do next. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-zinc-300 px-5 py-10 text-center">
      <p className="text-sm font-medium text-zinc-900">{title}</p>
      {children && <div className="mt-1 text-sm text-zinc-600">{children}</div>}
    </div>
  );
}
