"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ReviewerNameForm } from "./reviewer-name-form";

type ReviewerBarProps = { reviewerName: string | null; onSave: (name: string) => Promise<string>; onNamed: (name: string) => void };

/** Who is reviewing: their name with a way to change it, or the form asking for it. */
export function ReviewerBar({ reviewerName, onSave, onNamed }: ReviewerBarProps) {
  const [editing, setEditing] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const change = useRef<HTMLButtonElement>(null);
  // The form that had the focus is gone once a name is saved: the focus goes on to its Change button.
  useEffect(() => {
    if (justSaved) change.current?.focus();
  }, [justSaved]);
  if (reviewerName && !editing) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-600">
        Reviewing as <strong className="font-semibold break-all text-zinc-900">{reviewerName}</strong>
        <Button ref={change} variant="ghost" size="sm" onClick={() => setEditing(true)}>
          Change
        </Button>
      </p>
    );
  }
  return (
    <ReviewerNameForm
      initialName={reviewerName ?? ""}
      hint="Give your name to favourite, approve, reject or comment."
      onSave={onSave}
      onSaved={(name) => {
        setEditing(false);
        setJustSaved(true);
        onNamed(name);
      }}
      autoFocus={editing}
    />
  );
}
