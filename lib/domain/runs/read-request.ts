import { readJsonFields } from "@/lib/core/form-values";
import { LIMITS } from "@/lib/platform/config/limits";
import { RunInput } from "./schema";

/** Reads the run fields; in a multipart form `steps` and `output` arrive as JSON text. */
export function readRunInput(fields: Record<string, unknown>): RunInput {
  return RunInput.parse(readJsonFields(fields, ["steps", "output"], LIMITS.jsonDepth.value));
}
