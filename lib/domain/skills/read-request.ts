import { ApiError } from "@/lib/core/errors";
import { refuseUnfitText } from "@/lib/core/edge-text";
import { LIMITS } from "@/lib/platform/config/limits";
import { pickSource, type JobRequest } from "@/lib/domain/jobs/job-request";
import { getSkillOrThrow } from "./catalogue";
import { RESERVED_FIELDS, RunSkillFields } from "./schema";
import type { SkillRequest } from "./run-skill";

/**
 * Turns a run request (JSON or form) into a SkillRequest. Options come from `options` and, as in a
 * form, from any other field named by an option id; every such name is validated (and string
 * values coerced by the option's declared type) later.
 */
export function readSkillRequest(slug: string, body: JobRequest): { request: SkillRequest; wait: boolean } {
  // An unknown slug is a 404 before any field is judged.
  getSkillOrThrow(slug);
  const optionsText = typeof body.fields.options === "string" ? body.fields.options : undefined;
  const fields = RunSkillFields.parse({ ...body.fields, options: optionsText === undefined ? body.fields.options : undefined });
  const loose = Object.fromEntries(Object.entries(body.fields).filter(([k]) => !(RESERVED_FIELDS as readonly string[]).includes(k)));
  const nested = optionsText === undefined ? (fields.options ?? {}) : parseOptionsField(optionsText);
  return {
    request: {
      slug,
      source: pickSource(body),
      reference: pickSource(body, { urlField: "reference_url", jobField: "reference_job_id", fileAllowed: false, label: "reference" }),
      options: { ...nested, ...loose },
      prompt: fields.prompt,
      model: fields.model,
    },
    wait: fields.wait,
  };
}

function parseOptionsField(value: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    // Reported below.
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new ApiError("invalid_request", "The `options` form field must be a JSON object.");
  // Its escapes (\u0000) are text only now: the edge rule the form's own text met.
  refuseUnfitText(parsed, "the `options` form field", LIMITS.jsonDepth.value);
  return parsed as Record<string, unknown>;
}
