import { z } from "zod";
import { ApiError } from "./errors";
import { refuseUnfitText } from "./edge-text";

/** Multipart fields arrive as strings; these accept the JSON value or its string spelling. */
export const zInt = (min: number, max: number) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v), z.number().int().min(min).max(max));

export const zBool = z.preprocess((v) => {
  if (v === "true" || v === "1") return true;
  if (v === "false" || v === "0") return false;
  return v;
}, z.boolean());

/**
 * Form fields whose values are JSON (a line's `steps`), read from their text; a field already a value (a JSON
 * body) stays. What the text held as escapes (\u0000) meets the edge rule the form's own text met.
 */
export function readJsonFields(fields: Record<string, unknown>, names: readonly string[], maxDepth: number): Record<string, unknown> {
  const parsed = { ...fields };
  for (const name of names) {
    if (typeof parsed[name] !== "string") continue;
    try {
      parsed[name] = JSON.parse(parsed[name] as string);
    } catch {
      throw new ApiError("invalid_request", `The form field \`${name}\` must be JSON.`);
    }
    refuseUnfitText(parsed[name], `the form field \`${name}\``, maxDepth);
  }
  return parsed;
}
