"use client";

import { useState } from "react";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { useRecipes, type RecipeView } from "@/lib/client/hooks/use-recipes";
import { DeleteRecipeDialog } from "./delete-recipe-dialog";
import { EditRecipeDialog } from "./edit-recipe-dialog";
import { RecipeCard } from "./recipe-card";

const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";

/** The /recipes page: the account's own lines, then the read-only catalogue. */
export function RecipesPage() {
  const recipes = useRecipes();
  const [editing, setEditing] = useState<RecipeView | null>(null);
  const [deleting, setDeleting] = useState<RecipeView | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const own = recipes.data?.filter((r) => !r.catalogue) ?? [];
  const catalogue = recipes.data?.filter((r) => r.catalogue) ?? [];

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">Recipes</h1>
        <p className="mt-1 max-w-2xl text-sm text-zinc-600">Saved lines of steps. Open one in the Workbench to run it, or call it from the API with its id.</p>
      </div>
      {recipes.isPending && <Spinner label="Loading recipes" />}
      {recipes.error && <Notice tone="danger" title="Could not load recipes">{recipes.error.message}</Notice>}
      {recipes.data && (
        <>
          <section aria-labelledby="own-recipes" className="space-y-3">
            <h2 id="own-recipes" className="text-lg font-semibold text-zinc-900">
              Your recipes
            </h2>
            {own.length === 0 ? (
              <p className="rounded-lg border border-dashed border-zinc-300 px-4 py-6 text-sm text-zinc-500">No recipes yet. Build a line in the Workbench and choose “Save as recipe”.</p>
            ) : (
              <ul className={GRID}>
                {own.map((recipe) => (
                  <RecipeCard key={recipe.id} recipe={recipe} onEdit={() => setEditing(recipe)} onDelete={() => setDeleting(recipe)} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="catalogue-recipes" className="space-y-3">
            <h2 id="catalogue-recipes" className="text-lg font-semibold text-zinc-900">
              Catalogue
            </h2>
            <ul className={GRID}>
              {catalogue.map((recipe) => (
                <RecipeCard key={recipe.id} recipe={recipe} />
              ))}
            </ul>
          </section>
        </>
      )}
      <EditRecipeDialog recipe={editing} onClose={() => setEditing(null)} />
      <DeleteRecipeDialog
        recipe={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(recipe) => {
          setDeleting(null);
          setAnnouncement(`Recipe ${recipe.name} deleted.`);
        }}
      />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
