import { defineRoute, ok } from "@/lib/http/contract";
import type { ErrorCode } from "@/lib/core/errors";
import { z } from "zod";
import { JobView } from "@/lib/domain/jobs/schema";
import { ForgottenUploadsView, ListUploadsQuery, UploadListView } from "@/lib/domain/files/schema";

/** Codes of reading and checking a job's input (`file`, `url` or `job_id`), the byte quota included. */
export const INPUT_ERRORS = [
  "input_required",
  "invalid_url",
  "url_not_allowed",
  "upstream_error",
  "upstream_timeout",
  "too_many_redirects",
  "file_too_large",
  "unsupported_input",
  "invalid_media",
  "media_too_large",
  // A video or audio file on a server without ffmpeg 5+ (503).
  "video_unavailable",
  "quota_exceeded",
  "job_not_finished",
  "expired",
  "not_found",
] as const satisfies readonly ErrorCode[];

/** Codes a convert or skill job (and so a run's step) can finish failed with; invalid_option when an encode refuses what was asked (a side past the format's limit, a time past the video's end). */
export const WORK_FAILURES = ["invalid_media", "invalid_option", "processing_failed", "processing_timeout", "provider_error", "video_unavailable", "worker_lost", "canceled"] as const;

const JobPath = "/api/v1/jobs/{id}";

export const UploadContract = defineRoute({
  method: "POST",
  path: "/api/v1/uploads",
  operationId: "createUpload",
  tags: ["Uploads"],
  summary: "Store a file as a finished job, to reuse by job_id",
  description:
    "Stores a file (multipart `file`, or a public `url`) as a finished job whose one output is the file, so any call that takes `job_id` can use it. Also takes an upload token (`Bearer dut_\u2026`) instead of an API key, within the token's size, types and uses.",
  auth: "key",
  body: z.object({ url: z.string().optional().describe("Public URL of the file, instead of `file`") }),
  multipart: { file: "The file to store, instead of `url`" },
  responses: {
    201: { ...ok(JobView, "Stored; `id` is the job_id to reuse"), headers: { "Darkroom-Run-Id": { description: "With an upload token that names a recipe: the run it started on this file" } } },
  },
  errors: [...INPUT_ERRORS, "insufficient_credits", "too_many_jobs"],
});

export const ListUploadsContract = defineRoute({
  method: "GET",
  path: "/api/v1/uploads",
  operationId: "listUploads",
  tags: ["Uploads"],
  summary: "The account's kept uploads, newest first, with fresh links (the Workbench's Files list)",
  description: "The account's uploads that are still kept (not expired, not let go), newest first, each with a fresh signed link: the Workbench's Files list.",
  auth: "key",
  query: ListUploadsQuery,
  responses: { 200: ok(UploadListView) },
  errors: [],
});

export const ForgetUploadsContract = defineRoute({
  method: "DELETE",
  path: "/api/v1/uploads",
  operationId: "forgetUploads",
  tags: ["Uploads"],
  summary: "Let every kept upload go now (their job_ids then answer 410 expired; files a job or the Vault uses stay)",
  description: "Lets every kept upload go at once: their job_ids then answer 410 expired; a file a job or the Vault still uses is kept for them.",
  auth: "key",
  responses: { 200: ok(ForgottenUploadsView) },
  errors: [],
});

export const ForgetUploadContract = defineRoute({
  method: "DELETE",
  path: "/api/v1/uploads/{id}",
  operationId: "forgetUpload",
  tags: ["Uploads"],
  summary: "Let one upload go now (its job_id then answers 410 expired; a file a job or the Vault uses stays)",
  description: "Lets one upload go now: its job_id then answers 410 expired; a file a job or the Vault still uses is kept for them.",
  auth: "key",
  responses: { 200: ok(ForgottenUploadsView) },
  errors: [],
});

export const GetJobContract = defineRoute({
  method: "GET",
  path: JobPath,
  operationId: "getJob",
  tags: ["Jobs"],
  summary: "Read a job; signs fresh output URLs",
  description:
    "Reads a job: its status, progress, charges and outputs with freshly signed download URLs (each lasts ten minutes). This is how a caller polls work it did not wait for.",
  auth: "key",
  responses: { 200: ok(JobView) },
  errors: [],
});

export const CancelJobContract = defineRoute({
  method: "POST",
  path: `${JobPath}/cancel`,
  operationId: "cancelJob",
  tags: ["Jobs"],
  summary: "Cancel a queued or running job",
  description: "Cancels a queued or running job; what it was charged is refunded. A job already finished is answered as it is.",
  auth: "key",
  responses: { 200: ok(JobView, "The job as it is now: canceled, or already finished") },
  errors: ["conflict"],
});
