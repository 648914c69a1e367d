import type { z } from "zod";
import { readJsonBody } from "@/lib/platform/inputs/multipart";

/** Reads a JSON body (type, size and syntax checked) and validates it against the schema. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  return schema.parse(await readJsonBody(request));
}
