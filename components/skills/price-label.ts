import type { SkillView } from "@/lib/client/hooks/use-skills";

/** "Free", "2 credits", or "from 6 credits" for skills priced per model. */
export function priceLabel(skill: Pick<SkillView, "price" | "models">, model?: string): string {
  const price = skill.models ? (model ? skill.models.find((m) => m.id === model)?.price : Math.min(...skill.models.map((m) => m.price))) : skill.price;
  if (price === undefined) return "";
  const text = price === 0 ? "Free" : `${price} credit${price === 1 ? "" : "s"}`;
  return skill.models && !model && price > 0 ? `from ${text}` : text;
}
