import { withApi } from "@/lib/api/with-api";
import { parseJsonBody } from "@/lib/api/body";
import { deleteRecipe, describeRecipe, getRecipeOrThrow, RecipePatch, updateRecipe } from "@/lib/recipes/recipes";

// GET /api/v1/recipes/{id} — one catalogue or own recipe
export const GET = withApi<{ id: string }>(async ({ caller, params }) =>
  describeRecipe(await getRecipeOrThrow({ accountId: caller.account.id, recipeId: params.id })),
);

// PATCH /api/v1/recipes/{id} — change an own recipe's name, description, steps or output
export const PATCH = withApi<{ id: string }>(async ({ request, caller, params }) => {
  const { recipe, dropped } = await updateRecipe({ accountId: caller.account.id, recipeId: params.id, patch: await parseJsonBody(request, RecipePatch) });
  return describeRecipe(recipe, dropped);
});

// DELETE /api/v1/recipes/{id} — delete an own recipe
export const DELETE = withApi<{ id: string }>(async ({ caller, params }) => {
  await deleteRecipe({ accountId: caller.account.id, recipeId: params.id });
  return new Response(null, { status: 204 });
});
