import type { SkillOption, SkillView } from "@/lib/client/hooks/use-skills";
import type { OptionValue } from "@/lib/client/stores/line-store";

/** The error of an empty required field; forms hold it back until the field is edited or a run attempted. */
export const REQUIRED = "Required.";

/** Form values for a skill's options: each default, as the form holds it. */
export function defaultOptionValues(skill: Pick<SkillView, "options">): Record<string, OptionValue> {
  return Object.fromEntries(skill.options.map((o) => [o.id, o.type === "boolean" ? o.default === true : o.default === undefined ? "" : String(o.default)]));
}

/** Saved option values (numbers, booleans) turned back into form values. */
export function formValuesFromOptions({ skill, options }: { skill: Pick<SkillView, "options">; options: Record<string, unknown> }): Record<string, OptionValue> {
  const values = defaultOptionValues(skill);
  for (const [id, value] of Object.entries(options)) values[id] = typeof value === "boolean" ? value : String(value);
  return values;
}

function checkOne(option: SkillOption, raw: OptionValue | undefined): { value?: unknown; error?: string } {
  if (option.type === "boolean") return { value: raw === true };
  const text = typeof raw === "string" ? raw.trim() : "";
  if (text === "") return option.required ? { error: REQUIRED } : {};
  if (option.type === "integer" || option.type === "number") {
    const value = Number(text);
    if (!Number.isFinite(value)) return { error: "Enter a number." };
    if (option.type === "integer" && !Number.isInteger(value)) return { error: "Enter a whole number." };
    if (option.minimum !== undefined && value < option.minimum) return { error: `At least ${option.minimum}.` };
    if (option.maximum !== undefined && value > option.maximum) return { error: `At most ${option.maximum}.` };
    return { value };
  }
  if (option.allowed_values && !option.allowed_values.includes(text)) return { error: `One of ${option.allowed_values.join(", ")}.` };
  return { value: text };
}

/** Checks form values as the server would, returning the typed options and each field's error. */
export function validateOptionValues({ skill, values }: { skill: Pick<SkillView, "options">; values: Record<string, OptionValue> }): {
  options: Record<string, unknown>;
  errors: Record<string, string>;
} {
  const options: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const option of skill.options) {
    const { value, error } = checkOne(option, values[option.id]);
    if (error) errors[option.id] = error;
    else if (value !== undefined && value !== option.default) options[option.id] = value;
  }
  return { options, errors };
}
