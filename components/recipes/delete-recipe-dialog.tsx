"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { useDeleteRecipe, type RecipeView } from "@/lib/client/hooks/use-recipes";

/** Asks before deleting an own recipe; runs already made from it are not touched. */
export function DeleteRecipeDialog({ recipe, onClose, onDeleted }: { recipe: RecipeView | null; onClose: () => void; onDeleted: (recipe: RecipeView) => void }) {
  const remove = useDeleteRecipe();
  return (
    <Dialog
      open={recipe !== null}
      onClose={onClose}
      title="Delete this recipe?"
      description={recipe && <>“{recipe.name}” will be gone for good. Runs already made from it are kept.</>}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" pending={remove.isPending} onClick={() => recipe && remove.mutate({ id: recipe.id }, { onSuccess: () => onDeleted(recipe) })}>
            Delete recipe
          </Button>
        </>
      }
    >
      {remove.error && <Notice tone="danger">{remove.error.message}</Notice>}
    </Dialog>
  );
}
