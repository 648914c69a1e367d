"use client";

import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { RecipeView } from "@/lib/client/hooks/use-recipes";
import { useSkills } from "@/lib/client/hooks/use-skills";

type RecipeCardProps = { recipe: RecipeView; onEdit?: () => void; onDelete?: () => void };

/** Why a recipe cannot run on this server (the settings that would enable its skills), or null when it can. */
function blockerOf(recipe: RecipeView, skills: ReturnType<typeof useSkills>["data"]): string | null {
  const missing = recipe.steps.map((step) => skills?.find((skill) => skill.slug === step.tool)).filter((skill) => skill && !skill.available);
  const reasons = [...new Set(missing.map((skill) => skill?.unavailable_reason ?? "Not configured on this server."))];
  return reasons.length ? reasons.join(" ") : null;
}

/** A recipe's name, steps and output, whether it can run here, with a link that opens it in the Workbench. */
export function RecipeCard({ recipe, onEdit, onDelete }: RecipeCardProps) {
  const headingId = `recipe-${recipe.id}`;
  const blocker = blockerOf(recipe, useSkills().data);
  return (
    <li aria-labelledby={headingId} className="flex flex-col rounded-xl border border-zinc-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-zinc-900">
          {recipe.name}
        </h3>
        {recipe.catalogue && <Badge>Catalogue</Badge>}
      </div>
      {recipe.description && <p className="mt-1 text-sm text-zinc-600">{recipe.description}</p>}
      <ol className="mt-3 flex flex-wrap items-center gap-1 text-xs text-zinc-700" aria-label="Steps">
        {recipe.steps.map((step, index) => (
          <li key={index} className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono">
            {index > 0 && <span aria-hidden>→ </span>}
            {step.tool}
          </li>
        ))}
      </ol>
      {blocker && (
        <p className="mt-2 rounded bg-amber-50 px-2 py-1 text-xs text-amber-900">
          <span className="font-semibold">Cannot run on this server.</span> {blocker}
        </p>
      )}
      {recipe.output && <p className="mt-2 text-xs text-zinc-500">Output: {recipe.output.format}{recipe.output.quality !== undefined && `, quality ${recipe.output.quality}`}</p>}
      <div className="mt-4 flex flex-wrap gap-2 pt-1">
        <Link
          href={`/?recipe=${encodeURIComponent(recipe.id)}`}
          aria-label={`Open in Workbench: ${recipe.name}`}
          className="inline-flex h-8 items-center rounded-md bg-accent-600 px-3 text-sm font-medium text-white shadow-sm hover:bg-accent-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
        >
          Open in Workbench
        </Link>
        {onEdit && (
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${recipe.name}`}>
            Edit
          </Button>
        )}
        {onDelete && (
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${recipe.name}`}>
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}
