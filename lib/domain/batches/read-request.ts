import { readJsonFields } from "@/lib/core/form-values";
import { LIMITS } from "@/lib/platform/config/limits";
import { BatchInput } from "./schema";

/** Reads the batch fields; in a multipart form `steps`, `output` and `inputs` arrive as JSON text. */
export function readBatchInput(fields: Record<string, unknown>): BatchInput {
  return BatchInput.parse(readJsonFields(fields, ["steps", "output", "inputs"], LIMITS.jsonDepth.value));
}
