import { z } from "zod";
import { DroppedOptions, LineOutput, MAX_STEPS, StepInput } from "@/lib/domain/lines/schema";

export const RecipeInput = z
  .object({
    name: z.string().trim().min(1).max(100),
    description: z.string().trim().max(500).default(""),
    steps: z.array(StepInput).min(1).max(MAX_STEPS),
    output: LineOutput.nullable().default(null),
  })
  .strict();
// No defaults here: a field left out of a PATCH keeps its value.
export const RecipePatch = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    description: z.string().trim().max(500).optional(),
    steps: z.array(StepInput).min(1).max(MAX_STEPS).optional(),
    output: LineOutput.nullable().optional(),
  })
  .strict();

export type RecipeInput = z.infer<typeof RecipeInput>;
export type RecipePatch = z.infer<typeof RecipePatch>;

export const RecipeView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  steps: z.array(StepInput),
  output: LineOutput.nullable(),
  catalogue: z.boolean().describe("One of the six built-in recipes (read-only)"),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  dropped_options: DroppedOptions.optional(),
});
export type RecipeView = z.infer<typeof RecipeView>;

export const RecipeListView = z.object({ recipes: z.array(RecipeView) });
