"use client";

import { Button } from "@/components/ui/button";

type SaveState = { isPending: boolean; isError: boolean; isSuccess: boolean; error: { message: string } | null };

/** A settings form's submit button and what became of the last save, announced. */
export function SaveRow({ label, mutation, disabled, changed }: { label: string; mutation: SaveState; disabled: boolean; changed: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" pending={mutation.isPending} disabled={disabled}>
        {label}
      </Button>
      <p aria-live="polite" className="text-sm">
        {mutation.isError ? <span className="text-red-700">{mutation.error?.message}</span> : mutation.isSuccess && !changed ? <span className="text-emerald-700">Saved.</span> : null}
      </p>
    </div>
  );
}
