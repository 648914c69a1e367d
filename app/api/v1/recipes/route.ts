import { handle, readBody } from "@darkroom/lib/http/contract-route";
import { CreateRecipeContract, ListRecipesContract } from "@darkroom/lib/http/contracts/recipes";
import { createRecipe, describeRecipe, listRecipes } from "@darkroom/lib/domain/recipes/recipes";

// GET /api/v1/recipes — the six catalogue recipes and the account's own
export const GET = handle(ListRecipesContract, async ({ caller }) => ({ recipes: (await listRecipes({ accountId: caller.account.id })).map((r) => describeRecipe(r)) }));

// POST /api/v1/recipes — save a line as a recipe (options a skill no longer has are dropped and listed)
export const POST = handle(CreateRecipeContract, async ({ request, caller }) => {
  const { recipe, dropped } = await createRecipe({ accountId: caller.account.id, input: await readBody(CreateRecipeContract, request) });
  return describeRecipe(recipe, dropped);
});
