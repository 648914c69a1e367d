import { ApiError } from "@/lib/core/errors";
import { refuseUnfitText } from "@/lib/core/edge-text";
import { LIMITS } from "@/lib/platform/config/limits";
import { RunInput } from "./schema";

/** Reads the run fields; in a multipart form `steps` and `output` arrive as JSON text. */
export function readRunInput(fields: Record<string, unknown>): RunInput {
  const parsed = { ...fields };
  for (const name of ["steps", "output"]) {
    if (typeof parsed[name] !== "string") continue;
    try {
      parsed[name] = JSON.parse(parsed[name] as string);
    } catch {
      throw new ApiError("invalid_request", `The form field \`${name}\` must be JSON.`);
    }
    // Its escapes (\u0000) are text only now: the edge rule the form's own text met.
    refuseUnfitText(parsed[name], `the form field \`${name}\``, LIMITS.jsonDepth.value);
  }
  return RunInput.parse(parsed);
}
