import { describeRecipe, listRecipes } from "@/lib/domain/recipes/recipes";
import { describeCatalogue } from "@/lib/domain/skills/catalogue";
import type { Caller } from "@/lib/http/with-api";

export type McpResource = {
  name: string;
  uri: string;
  title: string;
  description: string;
  read: (ctx: { caller: Caller }) => Promise<Record<string, unknown>>;
};

/** Read-only JSON documents an agent can load as context, the same data list_skills and list_recipes answer. */
export const RESOURCES: McpResource[] = [
  {
    name: "skills",
    uri: "darkroom://skills",
    title: "Skill catalogue",
    description: "Every skill: slug, input and output kinds, option ids, prompt and reference needs, price in credits, availability.",
    read: async () => ({ skills: describeCatalogue() }),
  },
  {
    name: "recipes",
    uri: "darkroom://recipes",
    title: "Recipes",
    description: "The six catalogue recipes and this account's own saved lines of steps, by id.",
    read: async ({ caller }) => ({ recipes: (await listRecipes({ accountId: caller.account.id })).map((r) => describeRecipe(r)) }),
  },
];
