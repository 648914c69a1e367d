import { REQUIRED, validateOptionValues } from "@/components/skills/option-values";
import type { LineStep } from "@/lib/client/hooks/use-runs";
import type { SkillView } from "@/lib/client/hooks/use-skills";
import type { DraftStep } from "@/lib/client/stores/line-store";
import { promptError } from "@/components/skills/prompt-error";
import { checkLine } from "./check-line";

/** The errors a step shows: an empty required field only once it was edited or a run was attempted. */
function shownErrors(draft: DraftStep, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([id, message]) => message !== REQUIRED || draft.revealed || draft.touched?.includes(id)));
}


/** `shown` is what the step's fields display of `errors` (see shownErrors). */
export type CheckedStep = { draft: DraftStep; skill: SkillView | undefined; errors: Record<string, string>; shown: Record<string, string>; misplaced: string | null };

/**
 * Checks the draft line against the catalogue; `steps` is the request body, null while anything is
 * wrong. `blocked` says a shown problem stops the run; when `steps` is null but nothing blocks, the
 * only problems are required fields not shown yet, which a run attempt reveals.
 */
export function buildLine({ drafts, skills, fileKind }: { drafts: DraftStep[]; skills: SkillView[]; fileKind: string | null }): { checked: CheckedStep[]; steps: LineStep[] | null; blocked: boolean } {
  const bySlug = new Map(skills.map((s) => [s.slug, s]));
  const found = drafts.map((d) => bySlug.get(d.tool));
  const placement = checkLine({ skills: found, fileKind });
  let valid = drafts.length > 0;
  let blocked = drafts.length === 0;
  const steps: LineStep[] = [];
  const checked = drafts.map((draft, index) => {
    const skill = found[index];
    if (!skill) {
      valid = false;
      blocked = true;
      return { draft, skill, errors: {}, shown: {}, misplaced: placement[index] };
    }
    const { options, errors } = validateOptionValues({ skill, values: draft.options });
    const prompt = promptError({ prompt: draft.prompt, needsPrompt: skill.needs_prompt });
    if (prompt) errors.prompt = prompt;
    const shown = shownErrors(draft, errors);
    if (Object.keys(errors).length > 0 || placement[index] || !skill.available) valid = false;
    if (Object.keys(shown).length > 0 || placement[index] || !skill.available) blocked = true;
    steps.push({ tool: skill.slug, options, ...(draft.prompt.trim() ? { prompt: draft.prompt } : {}), ...(draft.model ? { model: draft.model } : {}) });
    return { draft, skill, errors, shown, misplaced: placement[index] };
  });
  return { checked, steps: valid ? steps : null, blocked };
}
