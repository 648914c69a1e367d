import path from "node:path";
import { ApiError } from "@/lib/core/errors";
import type { JobRequest } from "@/lib/domain/jobs/job-request";
import { env } from "@/lib/platform/config/env";
import { JSON_MAX_BYTES } from "@/lib/platform/inputs/json-body";
import { type BodyRule, readRequestBody } from "@/lib/platform/inputs/request-body";
import { scratchRoot } from "@/lib/platform/storage";

/** What a job's request takes: a form with one file of at most MAX_UPLOAD_BYTES (or less: an upload token's), default field limits, or JSON. */
export function jobRequestBody({ maxFileBytes = Infinity }: { maxFileBytes?: number } = {}): BodyRule {
  return { accepts: "form-or-json", maxJsonBytes: JSON_MAX_BYTES, form: { maxFileBytes: Math.min(maxFileBytes, env().MAX_UPLOAD_BYTES) }, destDir: path.join(scratchRoot(), "uploads") };
}

/** Reads a multipart (streamed to a temp file) or JSON request body, or takes the read the Idempotency-Key fingerprint made. */
export async function readJobRequest(request: Request, limits?: { maxFileBytes?: number }): Promise<JobRequest> {
  const body = await readRequestBody(request, jobRequestBody(limits));
  if (body.kind === "form") {
    const { fields, file, cleanup } = body.form;
    return { fields, cleanup, file: file ? { path: file.path, name: file.fileName, sizeBytes: file.sizeBytes } : undefined };
  }
  const value = body.kind === "json" ? body.value : undefined;
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new ApiError("invalid_request", "The JSON body must be an object.");
  return { fields: value as Record<string, unknown>, cleanup: async () => {} };
}
