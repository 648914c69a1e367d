"use client";

import { useEffect, useRef } from "react";
import { formValuesFromOptions } from "@/components/skills/option-values";
import { useRecipe } from "@/lib/client/hooks/use-recipes";
import type { SkillView } from "@/lib/client/hooks/use-skills";
import { useLineStore } from "@/lib/client/stores/line-store";

/** Loads `/?recipe=<id>` into the line once, when both the recipe and the catalogue are here. */
export function useRecipeLoader({ recipeId, skills }: { recipeId: string | null; skills: SkillView[] | undefined }) {
  const recipe = useRecipe(recipeId);
  const replace = useLineStore((s) => s.replace);
  const loaded = useRef<string | null>(null);

  useEffect(() => {
    if (!recipe.data || !skills || loaded.current === recipe.data.id) return;
    loaded.current = recipe.data.id;
    const bySlug = new Map(skills.map((s) => [s.slug, s]));
    replace(
      recipe.data.steps.map((step) => {
        const skill = bySlug.get(step.tool);
        return {
          tool: step.tool,
          options: skill ? formValuesFromOptions({ skill, options: step.options }) : {},
          prompt: step.prompt ?? "",
          model: step.model ?? "",
        };
      }),
      recipe.data.output,
    );
  }, [recipe.data, skills, replace]);

  return recipe;
}
