"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ReviewerNameForm } from "./reviewer-name-form";

type ReviewerBarProps = { reviewerName: string | null; onSave: (name: string) => Promise<string>; onNamed: (name: string) => void };

/** Who is reviewing: their name with a way to change it, or the form asking for it. */
export function ReviewerBar({ reviewerName, onSave, onNamed }: ReviewerBarProps) {
  const [editing, setEditing] = useState(false);
  if (reviewerName && !editing) {
    return (
      <p className="flex items-center gap-2 text-sm text-zinc-600">
        Reviewing as <strong className="font-semibold text-zinc-900">{reviewerName}</strong>
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
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
        onNamed(name);
      }}
      autoFocus={editing}
    />
  );
}
