import { z } from "zod";
import { parseOptions } from "@/lib/core/parse-options";
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

/** Validates options: an option the skill lacks is `unknown_option` naming it, never silently dropped. */
export function validateOptions(skill: Skill, options: unknown): Record<string, unknown> {
  return parseOptions({ schema: skill.options, options: coerceByDeclaredType(skill, options) }) as Record<string, unknown>;
}

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;
const BOOLEANS: Record<string, boolean> = { true: true, "1": true, false: false, "0": false };

/**
 * Form fields are always strings and JSON callers often send "200" for 200 (as Cloudinary-like APIs
 * allow), so a string spelling a number or boolean becomes that type when its option declares it.
 * Unknown options and other strings pass through untouched, to be refused by the schema.
 */
function coerceByDeclaredType(skill: Skill, options: unknown): unknown {
  if (!options || typeof options !== "object" || Array.isArray(options)) return options;
  const types = new Map(describeOptions(skill).map((o) => [o.id, o.type]));
  return Object.fromEntries(
    Object.entries(options).map(([id, value]) => {
      if (typeof value !== "string") return [id, value];
      const type = types.get(id);
      const text = value.trim().toLowerCase();
      if ((type === "number" || type === "integer") && NUMERIC.test(text)) return [id, Number(text)];
      if (type === "boolean" && Object.hasOwn(BOOLEANS, text)) return [id, BOOLEANS[text]];
      return [id, value];
    }),
  );
}

/** For saved recipes and the Workbench: drops options a skill no longer has and says which. */
export function dropUnknownOptions(skill: Skill, options: Record<string, unknown>): { kept: Record<string, unknown>; dropped: string[] } {
  const known = new Set(Object.keys(skill.options.shape));
  const kept = Object.fromEntries(Object.entries(options).filter(([id]) => known.has(id)));
  return { kept, dropped: Object.keys(options).filter((id) => !known.has(id)) };
}
