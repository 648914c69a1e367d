import { RecipesPage } from "@/components/recipes/recipes-page";

export const metadata = { title: "Recipes" };

export default function RecipesRoute() {
  return <RecipesPage />;
}
