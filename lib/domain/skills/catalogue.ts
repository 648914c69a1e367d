import { ApiError } from "@/lib/core/errors";
import type { Skill } from "./define";
import type { SkillView } from "./schema";
import { describeOptions } from "./options";
import { convertSkills } from "./definitions/convert";
import { imageSkills } from "./definitions/image-local";
import { videoSkills } from "./definitions/video-local";
import { openAiSkills } from "./definitions/openai";
import { replicateSkills } from "./definitions/replicate";

/** Every skill this server offers, in catalogue order. */
export const SKILLS: Skill[] = [...convertSkills, ...imageSkills, ...videoSkills, ...openAiSkills, ...replicateSkills];

const BY_SLUG = new Map(SKILLS.map((s) => [s.slug, s]));

export function findSkill(slug: string): Skill | undefined {
  return BY_SLUG.get(slug);
}

export function getSkillOrThrow(slug: string): Skill {
  const skill = findSkill(slug);
  if (!skill) throw new ApiError("unknown_skill", `No skill "${slug}". GET /api/v1/skills lists them.`);
  return skill;
}

/** The catalogue entry clients read: what it takes, gives, costs, and whether it runs here now. */
export function describeSkill(skill: Skill): SkillView {
  const availability = skill.availability();
  const pricing = skill.pricing;
  const paid = "price" in pricing ? pricing.price > 0 : pricing.models.some((m) => m.price > 0);
  return {
    slug: skill.slug,
    title: skill.title,
    description: skill.description,
    category: skill.category,
    input: skill.input.kinds.length ? { kinds: skill.input.kinds, required: !skill.input.optional } : { kinds: [], required: false },
    output: skill.output,
    options: describeOptions(skill),
    needs_prompt: Boolean(skill.needsPrompt),
    needs_reference: Boolean(skill.needsReference),
    paid,
    ...("price" in pricing
      ? { price: pricing.price }
      : { models: pricing.models.map((m) => ({ id: m.id, price: m.price, default: m.id === pricing.defaultModel })), default_model: pricing.defaultModel }),
    available: availability.available,
    ...(availability.available ? {} : { unavailable_reason: availability.reason ?? "Not configured on this server." }),
  };
}

export function describeCatalogue(): SkillView[] {
  return SKILLS.map(describeSkill);
}
