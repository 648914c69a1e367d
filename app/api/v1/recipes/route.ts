import { withApi } from "@/lib/api/with-api";
import { parseJsonBody } from "@/lib/api/body";
import { createRecipe, describeRecipe, listRecipes, RecipeInput } from "@/lib/recipes/recipes";

// GET /api/v1/recipes — the six catalogue recipes and the account's own
export const GET = withApi(async ({ caller }) => ({ recipes: (await listRecipes({ accountId: caller.account.id })).map((r) => describeRecipe(r)) }));

// POST /api/v1/recipes — save a line as a recipe (options a skill no longer has are dropped and listed)
export const POST = withApi(
  async ({ request, caller }) => {
    const { recipe, dropped } = await createRecipe({ accountId: caller.account.id, input: await parseJsonBody(request, RecipeInput) });
    return describeRecipe(recipe, dropped);
  },
  { status: 201 },
);
