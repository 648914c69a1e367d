import path from "node:path";
import { ApiError } from "@/lib/core/errors";
import type { JobRequest } from "@/lib/domain/jobs/job-request";
import { env } from "@/lib/platform/config/env";
import { JSON_MAX_BYTES } from "@/lib/platform/inputs/json-body";
import { type BodyRule, readRequestBody } from "@/lib/platform/inputs/request-body";
import { scratchRoot } from "@/lib/platform/storage";

type UploadedInput = NonNullable<JobRequest["file"]>;

/** How many files a form may carry (a batch's several), and how large each may be (an upload token's size, at most MAX_UPLOAD_BYTES). */
export type FileLimits = { maxFiles?: number; maxFileBytes?: number };

/** What a job's request takes: a form with one file (or up to `maxFiles`) of at most MAX_UPLOAD_BYTES each (or less), default field limits, or JSON. */
export function jobRequestBody({ maxFiles = 1, maxFileBytes = Infinity }: FileLimits = {}): BodyRule {
  return {
    accepts: "form-or-json",
    maxJsonBytes: JSON_MAX_BYTES,
    form: { maxFileBytes: Math.min(maxFileBytes, env().MAX_UPLOAD_BYTES), maxFiles },
    destDir: path.join(scratchRoot(), "uploads"),
  };
}

/** Reads a multipart (streamed to temp files) or JSON request body, or takes the read the Idempotency-Key fingerprint made. */
export async function readJobRequest(request: Request, limits: FileLimits = {}): Promise<JobRequest & { files: UploadedInput[] }> {
  const body = await readRequestBody(request, jobRequestBody(limits));
  if (body.kind === "form") {
    const { fields, cleanup } = body.form;
    const files = body.form.files.map((file) => ({ path: file.path, name: file.fileName, sizeBytes: file.sizeBytes }));
    return { fields, cleanup, file: files[0], files };
  }
  const value = body.kind === "json" ? body.value : undefined;
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new ApiError("invalid_request", "The JSON body must be an object.");
  return { fields: value as Record<string, unknown>, cleanup: async () => {}, files: [] };
}
