import { z } from "zod";
import { parseOptions } from "./local/parse-options";
import type { Skill } from "./define";

type JsonSchemaProperty = { type?: string | string[]; default?: unknown; enum?: unknown[]; description?: string; minimum?: number; maximum?: number; pattern?: string };

/** The option list the catalogue publishes: id, type, default, allowed values, description. */
export function describeOptions(skill: Skill) {
  const schema = z.toJSONSchema(skill.options, { io: "input", unrepresentable: "any" }) as { properties?: Record<string, JsonSchemaProperty>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([id, p]) => ({
    id,
    type: Array.isArray(p.type) ? p.type.join("|") : (p.type ?? "string"),
    ...(p.default !== undefined ? { default: p.default } : {}),
    ...(p.enum ? { allowed_values: p.enum } : {}),
    ...(p.minimum !== undefined ? { minimum: p.minimum } : {}),
    ...(p.maximum !== undefined ? { maximum: p.maximum } : {}),
    required: schema.required?.includes(id) ?? false,
    description: p.description ?? "",
  }));
}

/** Form fields are strings; turn each into the type its option declares before validating. */
export function coerceFormOptions(skill: Skill, raw: Record<string, string>): Record<string, unknown> {
  const types = new Map(describeOptions(skill).map((o) => [o.id, o.type]));
  return Object.fromEntries(
    Object.entries(raw).map(([id, value]) => {
      const type = types.get(id);
      if ((type === "number" || type === "integer") && value.trim() !== "" && !Number.isNaN(Number(value))) return [id, Number(value)];
      if (type === "boolean" && (value === "true" || value === "false")) return [id, value === "true"];
      return [id, value];
    }),
  );
}

/** Validates options: an option the skill lacks is `unknown_option` naming it, never silently dropped. */
export function validateOptions(skill: Skill, options: unknown): Record<string, unknown> {
  return parseOptions({ schema: skill.options, options }) as Record<string, unknown>;
}

/** For saved recipes and the Workbench: drops options a skill no longer has and says which. */
export function dropUnknownOptions(skill: Skill, options: Record<string, unknown>): { kept: Record<string, unknown>; dropped: string[] } {
  const known = new Set(Object.keys(skill.options.shape));
  const kept = Object.fromEntries(Object.entries(options).filter(([id]) => known.has(id)));
  return { kept, dropped: Object.keys(options).filter((id) => !known.has(id)) };
}
