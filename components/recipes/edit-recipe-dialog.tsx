"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Notice } from "@/components/ui/notice";
import { useUpdateRecipe, type RecipeView } from "@/lib/client/hooks/use-recipes";

/** Renames an own recipe or changes its description. */
export function EditRecipeDialog({ recipe, onClose }: { recipe: RecipeView | null; onClose: () => void }) {
  return (
    <Dialog open={recipe !== null} onClose={onClose} title="Edit recipe">
      {recipe && <EditForm key={recipe.id} recipe={recipe} onClose={onClose} />}
    </Dialog>
  );
}

function EditForm({ recipe, onClose }: { recipe: RecipeView; onClose: () => void }) {
  const nameId = useId();
  const descriptionId = useId();
  const [name, setName] = useState(recipe.name);
  const [description, setDescription] = useState(recipe.description);
  const update = useUpdateRecipe();

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate({ id: recipe.id, name: name.trim(), description: description.trim() }, { onSuccess: onClose });
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <div>
        <Label htmlFor={nameId}>Name</Label>
        <Input id={nameId} className="mt-1" value={name} maxLength={100} required onChange={(e) => setName(e.target.value)} data-autofocus />
      </div>
      <div>
        <Label htmlFor={descriptionId}>Description</Label>
        <textarea id={descriptionId} rows={3} maxLength={500} value={description} onChange={(e) => setDescription(e.target.value)} className="mt-1 block w-full rounded-md border border-zinc-300 px-3 py-2 text-sm" />
      </div>
      {update.error && <Notice tone="danger">{update.error.message}</Notice>}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" pending={update.isPending} disabled={name.trim() === ""}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
