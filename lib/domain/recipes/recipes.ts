import { and, desc, eq, sql } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { createId } from "@/lib/core/ids";
import { getDb, recipes } from "@/lib/platform/db";
import { findSkill } from "@/lib/domain/skills/catalogue";
import { dropUnknownOptions } from "@/lib/domain/skills/options";
import { planLine } from "@/lib/domain/lines/plan";
import type { LineOutput, StepInput } from "@/lib/domain/lines/schema";
import { CATALOGUE_RECIPES, findCatalogueRecipe } from "./catalogue";
import type { RecipeInput, RecipePatch } from "./schema";

export type Recipe = { id: string; name: string; description: string; steps: StepInput[]; output: LineOutput | null; catalogue: boolean; createdAt?: Date; updatedAt?: Date };
export type DroppedOptions = Array<{ step: number; tool: string; options: string[] }>;

/**
 * Saved recipes (like the Workbench) drop options their skills no longer have, and say which; inline
 * steps never do. Unknown skills stay, so the line check below reports them.
 */
export function dropStaleOptions(steps: StepInput[]): { steps: StepInput[]; dropped: DroppedOptions } {
  const dropped: DroppedOptions = [];
  const kept = steps.map((step, index) => {
    const skill = findSkill(step.tool);
    if (!skill) return step;
    const result = dropUnknownOptions(skill, step.options);
    if (result.dropped.length) dropped.push({ step: index, tool: step.tool, options: result.dropped });
    return { ...step, options: result.kept };
  });
  return { steps: kept, dropped };
}

function checkRecipeSteps(steps: StepInput[], output: LineOutput | null): void {
  const first = findSkill(steps[0]?.tool ?? "");
  planLine({ steps, output: output ?? undefined, hasFile: !first || first.input.kinds.length > 0, checkAvailability: false });
}

function fromRow(row: typeof recipes.$inferSelect): Recipe {
  return { id: row.id, name: row.name, description: row.description, steps: row.steps as StepInput[], output: row.output as LineOutput | null, catalogue: false, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

export function describeRecipe(recipe: Recipe, dropped?: DroppedOptions) {
  return {
    id: recipe.id,
    name: recipe.name,
    description: recipe.description,
    steps: recipe.steps,
    output: recipe.output,
    catalogue: recipe.catalogue,
    created_at: recipe.createdAt?.toISOString() ?? null,
    updated_at: recipe.updatedAt?.toISOString() ?? null,
    ...(dropped ? { dropped_options: dropped } : {}),
  };
}

export async function listRecipes({ accountId }: { accountId: string }): Promise<Recipe[]> {
  const db = await getDb();
  const own = await db.select().from(recipes).where(eq(recipes.accountId, accountId)).orderBy(desc(recipes.createdAt));
  return [...CATALOGUE_RECIPES.map((r) => ({ ...r, catalogue: true })), ...own.map(fromRow)];
}

/** A catalogue recipe or one of the account's own; anything else is a 404. */
export async function getRecipeOrThrow({ accountId, recipeId }: { accountId: string; recipeId: string }): Promise<Recipe> {
  const catalogue = findCatalogueRecipe(recipeId);
  if (catalogue) return { ...catalogue, catalogue: true };
  const db = await getDb();
  const [row] = await db.select().from(recipes).where(and(eq(recipes.id, recipeId), eq(recipes.accountId, accountId)));
  if (!row) throw new ApiError("not_found", `No recipe ${recipeId}.`);
  return fromRow(row);
}

export async function createRecipe({ accountId, input }: { accountId: string; input: RecipeInput }) {
  const { steps, dropped } = dropStaleOptions(input.steps);
  checkRecipeSteps(steps, input.output);
  const db = await getDb();
  const [row] = await db
    .insert(recipes)
    .values({ id: createId("recipe"), accountId, name: input.name, description: input.description, steps, output: input.output })
    .returning();
  return { recipe: fromRow(row), dropped };
}

export async function updateRecipe({ accountId, recipeId, patch }: { accountId: string; recipeId: string; patch: RecipePatch }) {
  const current = await ownRecipeOrThrow({ accountId, recipeId });
  const { steps, dropped } = dropStaleOptions(patch.steps ?? current.steps);
  const output = patch.output === undefined ? current.output : patch.output;
  checkRecipeSteps(steps, output);
  const db = await getDb();
  const [row] = await db
    .update(recipes)
    .set({ name: patch.name ?? current.name, description: patch.description ?? current.description, steps, output, updatedAt: sql`now()` })
    .where(and(eq(recipes.id, recipeId), eq(recipes.accountId, accountId)))
    .returning();
  return { recipe: fromRow(row), dropped };
}

export async function deleteRecipe({ accountId, recipeId }: { accountId: string; recipeId: string }): Promise<void> {
  await ownRecipeOrThrow({ accountId, recipeId });
  const db = await getDb();
  await db.delete(recipes).where(and(eq(recipes.id, recipeId), eq(recipes.accountId, accountId)));
}

async function ownRecipeOrThrow({ accountId, recipeId }: { accountId: string; recipeId: string }): Promise<Recipe> {
  const recipe = await getRecipeOrThrow({ accountId, recipeId });
  if (recipe.catalogue) throw new ApiError("forbidden", "Catalogue recipes are read-only. Save a copy to change it.");
  return recipe;
}
