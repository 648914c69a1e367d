import { ApiError } from "@/lib/core/errors";
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
  }
  return RunInput.parse(parsed);
}
