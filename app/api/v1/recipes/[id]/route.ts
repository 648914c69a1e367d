import { handle, readBody } from "@darkroom/lib/http/contract-route";
import { DeleteRecipeContract, GetRecipeContract, UpdateRecipeContract } from "@darkroom/lib/http/contracts/recipes";
import { deleteRecipe, describeRecipe, getRecipeOrThrow, updateRecipe } from "@darkroom/lib/domain/recipes/recipes";

// GET /api/v1/recipes/{id} — one catalogue or own recipe
export const GET = handle(GetRecipeContract, async ({ caller, params }) =>
  describeRecipe(await getRecipeOrThrow({ accountId: caller.account.id, recipeId: params.id })),
);

// PATCH /api/v1/recipes/{id} — change an own recipe's name, description, steps or output
export const PATCH = handle(UpdateRecipeContract, async ({ request, caller, params }) => {
  const { recipe, dropped } = await updateRecipe({ accountId: caller.account.id, recipeId: params.id, patch: await readBody(UpdateRecipeContract, request) });
  return describeRecipe(recipe, dropped);
});

// DELETE /api/v1/recipes/{id} — delete an own recipe
export const DELETE = handle(DeleteRecipeContract, async ({ caller, params }) => {
  await deleteRecipe({ accountId: caller.account.id, recipeId: params.id });
  return new Response(null, { status: 204 });
});
