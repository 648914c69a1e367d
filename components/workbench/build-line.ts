import { validateOptionValues } from "@/components/skills/option-values";
import type { LineStep } from "@/lib/client/hooks/use-runs";
import type { SkillView } from "@/lib/client/hooks/use-skills";
import type { DraftStep } from "@/lib/client/stores/line-store";
import { promptError } from "@/components/skills/prompt-error";
import { checkLine } from "./check-line";

export type CheckedStep = { draft: DraftStep; skill: SkillView | undefined; errors: Record<string, string>; misplaced: string | null };

/** Checks the draft line against the catalogue; `steps` is the request body, null while anything is wrong. */
export function buildLine({ drafts, skills, fileKind }: { drafts: DraftStep[]; skills: SkillView[]; fileKind: string | null }): { checked: CheckedStep[]; steps: LineStep[] | null } {
  const bySlug = new Map(skills.map((s) => [s.slug, s]));
  const found = drafts.map((d) => bySlug.get(d.tool));
  const placement = checkLine({ skills: found, fileKind });
  let valid = drafts.length > 0;
  const steps: LineStep[] = [];
  const checked = drafts.map((draft, index) => {
    const skill = found[index];
    if (!skill) {
      valid = false;
      return { draft, skill, errors: {}, misplaced: placement[index] };
    }
    const { options, errors } = validateOptionValues({ skill, values: draft.options });
    const prompt = promptError({ prompt: draft.prompt, needsPrompt: skill.needs_prompt });
    if (prompt) errors.prompt = prompt;
    if (Object.keys(errors).length > 0 || placement[index] || !skill.available) valid = false;
    steps.push({ tool: skill.slug, options, ...(draft.prompt.trim() ? { prompt: draft.prompt } : {}), ...(draft.model ? { model: draft.model } : {}) });
    return { draft, skill, errors, misplaced: placement[index] };
  });
  return { checked, steps: valid ? steps : null };
}
