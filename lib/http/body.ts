import type { z } from "zod";
import { JSON_BODY, readRequestBody } from "@/lib/platform/inputs/request-body";

/** Reads a JSON body (type, size and syntax checked; once per request) and validates it against the schema. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const body = await readRequestBody(request, JSON_BODY);
  return schema.parse(body.kind === "json" ? body.value : undefined);
}
