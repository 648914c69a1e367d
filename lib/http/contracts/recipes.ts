import { defineRoute, ok } from "@/lib/http/contract";
import { RecipeInput, RecipeListView, RecipePatch, RecipeView } from "@/lib/domain/recipes/schema";

const RecipePath = "/api/v1/recipes/{id}";
const LINE_ERRORS = ["invalid_step", "unknown_skill", "unknown_option", "invalid_option", "prompt_required", "prompt_too_long", "unknown_model", "unsupported_format"] as const;
/** A line's refusal lists every problem and is a 400, an unknown skill included (lib/domain/lines/plan.ts). */
const LINE_ERROR_STATUS = { unknown_skill: 400 } as const;

export const ListRecipesContract = defineRoute({
  method: "GET",
  path: "/api/v1/recipes",
  operationId: "listRecipes",
  tags: ["Recipes"],
  summary: "Catalogue and own recipes",
  description: "The catalogue's recipes and the account's own, each with its steps and price.",
  auth: "key",
  responses: { 200: ok(RecipeListView) },
  errors: [],
});

export const CreateRecipeContract = defineRoute({
  method: "POST",
  path: "/api/v1/recipes",
  operationId: "createRecipe",
  tags: ["Recipes"],
  summary: "Save a recipe",
  description: "Saves a line of steps as a recipe to run by id. The line is checked as a whole; unknown options are refused.",
  auth: "key",
  body: RecipeInput,
  responses: { 201: ok(RecipeView, "Saved") },
  errors: LINE_ERRORS,
  errorStatus: LINE_ERROR_STATUS,
});

export const GetRecipeContract = defineRoute({
  method: "GET",
  path: RecipePath,
  operationId: "getRecipe",
  tags: ["Recipes"],
  summary: "Read a recipe",
  description: "One recipe, from the catalogue or the account's own.",
  auth: "key",
  responses: { 200: ok(RecipeView) },
  errors: [],
});

export const UpdateRecipeContract = defineRoute({
  method: "PATCH",
  path: RecipePath,
  operationId: "updateRecipe",
  tags: ["Recipes"],
  summary: "Change an own recipe",
  description: "Changes the name or the steps of one of the account's recipes; catalogue recipes cannot be changed.",
  auth: "key",
  body: RecipePatch,
  responses: { 200: ok(RecipeView) },
  errors: [...LINE_ERRORS, "forbidden"],
  errorStatus: LINE_ERROR_STATUS,
});

export const DeleteRecipeContract = defineRoute({
  method: "DELETE",
  path: RecipePath,
  operationId: "deleteRecipe",
  tags: ["Recipes"],
  summary: "Delete an own recipe",
  description: "Deletes one of the account's recipes; catalogue recipes cannot be deleted.",
  auth: "key",
  responses: { 204: ok(null, "Deleted") },
  errors: ["forbidden"],
});
