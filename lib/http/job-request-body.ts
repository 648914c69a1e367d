import path from "node:path";
import { ApiError } from "@/lib/core/errors";
import type { JobRequest } from "@/lib/domain/jobs/job-request";

type UploadedInput = NonNullable<JobRequest["file"]>;
import { env } from "@/lib/platform/config/env";
import { JSON_MAX_BYTES } from "@/lib/platform/inputs/json-body";
import { type BodyRule, readRequestBody } from "@/lib/platform/inputs/request-body";
import { scratchRoot } from "@/lib/platform/storage";

/** What a job's request takes: a form with one file (or up to `maxFiles`) of at most MAX_UPLOAD_BYTES each (default field limits), or JSON. */
export function jobRequestBody(maxFiles = 1): BodyRule {
  return { accepts: "form-or-json", maxJsonBytes: JSON_MAX_BYTES, form: { maxFileBytes: env().MAX_UPLOAD_BYTES, maxFiles }, destDir: path.join(scratchRoot(), "uploads") };
}

/** Reads a multipart (streamed to temp files) or JSON request body, or takes the read the Idempotency-Key fingerprint made. */
export async function readJobRequest(request: Request, { maxFiles = 1 }: { maxFiles?: number } = {}): Promise<JobRequest & { files: UploadedInput[] }> {
  const body = await readRequestBody(request, jobRequestBody(maxFiles));
  if (body.kind === "form") {
    const { fields, cleanup } = body.form;
    const files = body.form.files.map((file) => ({ path: file.path, name: file.fileName, sizeBytes: file.sizeBytes }));
    return { fields, cleanup, file: files[0], files };
  }
  const value = body.kind === "json" ? body.value : undefined;
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new ApiError("invalid_request", "The JSON body must be an object.");
  return { fields: value as Record<string, unknown>, cleanup: async () => {}, files: [] };
}
