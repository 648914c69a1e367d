import type { z } from "zod";
import type { JobInputFile } from "@/lib/domain/jobs/job-kind";
import type { ProviderAvailability } from "@/lib/platform/providers/config";

export type FileKind = "image" | "video" | "audio";
/** What a step consumes or produces; lines type-check on these. */
export type MediaKind = FileKind | "text" | "none";

export type SkillModel = { id: string; price: number; title?: string };
export type SkillPricing = { price: number } | { models: SkillModel[]; defaultModel: string };

export type SkillFile = {
  path: string;
  mime: string;
  extension: string;
  width?: number | null;
  height?: number | null;
  durationSeconds?: number | null;
};

/** A skill answers with a file, inline text/JSON, or both. */
export type SkillResult = { file?: SkillFile; text?: string; data?: unknown };

export type SkillRunContext<Options> = {
  input: JobInputFile | null;
  reference: JobInputFile | null;
  options: Options;
  prompt: string | undefined;
  model: string | undefined;
  workDir: string;
  signal: AbortSignal;
  reportProgress: (fraction: number) => void;
};

export type Skill<Schema extends z.ZodObject = z.ZodObject> = {
  slug: string;
  title: string;
  description: string;
  category: "image" | "video" | "audio" | "text" | "generate";
  /** File kinds accepted; `optional` for generators that may start from a file; empty for none. */
  input: { kinds: FileKind[]; optional?: boolean };
  output: Exclude<MediaKind, "none">;
  options: Schema;
  needsPrompt?: boolean;
  needsReference?: boolean;
  pricing: SkillPricing;
  /** Whether the provider behind it is configured on this server right now. */
  availability: () => ProviderAvailability;
  run: (ctx: SkillRunContext<z.output<Schema>>) => Promise<SkillResult>;
};

export const ALWAYS_AVAILABLE = (): ProviderAvailability => ({ available: true });

/** Declares a skill: data (catalogue, validation, pricing) plus the function that does the work. */
export function defineSkill<Schema extends z.ZodObject>(skill: Skill<Schema>): Skill {
  return skill as unknown as Skill;
}

export function takesFile(skill: Skill): boolean {
  return skill.input.kinds.length > 0;
}

/** Priced per model, from an operator's model list (never empty: each has defaults); the first is the default. */
export function pricedByModel(models: SkillModel[]): SkillPricing {
  return { models, defaultModel: models[0].id };
}

export function priceOf(skill: Skill, model: string | undefined): number {
  if ("price" in skill.pricing) return skill.pricing.price;
  const id = model ?? skill.pricing.defaultModel;
  return skill.pricing.models.find((m) => m.id === id)?.price ?? 0;
}
