"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Notice } from "@/components/ui/notice";
import type { LineStep } from "@/lib/client/hooks/use-runs";
import { useSaveRecipe, type RecipeView } from "@/lib/client/hooks/use-recipes";
import type { LineOutputDraft } from "@/lib/client/stores/line-store";

type SaveRecipeDialogProps = { open: boolean; steps: LineStep[]; output: LineOutputDraft | null; onClose: () => void; onSaved: (recipe: RecipeView) => void };

/** Names the current line and saves it as an own recipe. */
export function SaveRecipeDialog({ open, steps, output, onClose, onSaved }: SaveRecipeDialogProps) {
  const nameId = useId();
  const formId = useId();
  const [name, setName] = useState("");
  const save = useSaveRecipe();

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { name: name.trim(), steps, output },
      {
        onSuccess: (recipe) => {
          setName("");
          onSaved(recipe);
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Save as recipe"
      description={`${steps.length} step${steps.length === 1 ? "" : "s"}: ${steps.map((s) => s.tool).join(" → ")}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} pending={save.isPending} disabled={name.trim() === ""}>
            Save recipe
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-3">
        <div>
          <Label htmlFor={nameId}>Recipe name</Label>
          <Input id={nameId} className="mt-1" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} data-autofocus required />
        </div>
        {save.error && <Notice tone="danger">{save.error.message}</Notice>}
      </form>
    </Dialog>
  );
}
