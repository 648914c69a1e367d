import type { z } from "zod";
import { ApiError, describeZodError } from "@/lib/core/errors";

/** Validates a skill's options with its schema: unknown keys are `unknown_option`, bad values `invalid_option`. */
export function parseOptions<Schema extends z.ZodType>({ schema, options }: { schema: Schema; options: unknown }): z.output<Schema> {
  const parsed = schema.safeParse(options ?? {});
  if (parsed.success) return parsed.data;
  const unknownKeys = parsed.error.issues.flatMap((issue) => (issue.code === "unrecognized_keys" ? issue.keys : []));
  if (unknownKeys.length > 0) {
    throw new ApiError("unknown_option", `Unknown option${unknownKeys.length > 1 ? "s" : ""}: ${unknownKeys.join(", ")}.`);
  }
  throw new ApiError("invalid_option", describeZodError(parsed.error));
}
