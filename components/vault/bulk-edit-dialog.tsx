"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useBulkAssets } from "@/lib/client/hooks/use-assets";

export type BulkEdit = "tag" | "untag" | "move";

const TEXT: Record<BulkEdit, { title: string; label: string; hint: string; button: string }> = {
  tag: { title: "Add tags", label: "Tags", hint: "Separate tags with commas; they are kept in lower case.", button: "Add tags" },
  untag: { title: "Remove tags", label: "Tags", hint: "Separate tags with commas.", button: "Remove tags" },
  move: { title: "Move to folder", label: "Folder", hint: "Such as clients/anna/2026-11. Leave it empty for the top level.", button: "Move" },
};

type BulkEditDialogProps = { action: BulkEdit | null; ids: string[]; onClose: () => void; onDone: (message: string) => void };

/** Tags, untags or moves the selected assets in one request: all of them or, on a refusal, none. */
export function BulkEditDialog({ action, ids, onClose, onDone }: BulkEditDialogProps) {
  const bulk = useBulkAssets();
  const [value, setValue] = useState("");
  const formId = useId();
  const inputId = useId();
  const hintId = useId();
  const text = TEXT[action ?? "tag"];
  const tags = value.split(",").map((tag) => tag.trim()).filter(Boolean);

  function close() {
    bulk.reset();
    setValue("");
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!action) return;
    const input = action === "move" ? { action, ids, folder: value.trim() } : { action, ids, tags };
    bulk.mutate(input, {
      onSuccess: (result) => {
        close();
        onDone(action === "move" ? `${result.count} moved to ${value.trim() || "the top level"}.` : `${result.count} ${action === "tag" ? "tagged" : "untagged"}.`);
      },
    });
  }

  return (
    <Dialog
      open={action !== null}
      onClose={close}
      title={`${text.title} (${ids.length} ${ids.length === 1 ? "asset" : "assets"})`}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} pending={bulk.isPending} disabled={action !== "move" && tags.length === 0}>
            {text.button}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-2">
        <Label htmlFor={inputId}>{text.label}</Label>
        <Input id={inputId} value={value} onChange={(event) => setValue(event.target.value)} aria-describedby={hintId} data-autofocus />
        <p id={hintId} className="text-sm text-zinc-600">
          {text.hint}
        </p>
        {bulk.error && (
          <p role="alert" className="text-sm text-red-700">
            {bulk.error.message} Nothing was changed.
          </p>
        )}
      </form>
    </Dialog>
  );
}
