import { z } from "zod";
import { defineRoute, ok } from "@/lib/http/contract";
import { INPUT_ERRORS } from "@/lib/http/contracts/jobs";
import { BatchAccepted, BatchInput, BatchView } from "@/lib/domain/batches/schema";
import { env } from "@/lib/platform/config/env";

const BatchPath = "/api/v1/batches/{id}";

export const StartBatchContract = defineRoute({
  method: "POST",
  path: "/api/v1/batches",
  summary: "Run one line (inline steps or a recipe) on many inputs, each item a run of its own; quoted whole before anything starts",
  auth: "key",
  body: BatchInput,
  multipart: { file: "Input files, one `file` part each (beside or instead of `inputs`); `steps`, `output` and `inputs` then come as JSON text", maxFiles: () => env().BATCH_MAX_ITEMS },
  responses: { 202: ok(BatchAccepted, "Queued: poll `poll_url`") },
  errors: [...INPUT_ERRORS, "invalid_step", "unknown_skill", "unknown_option", "invalid_option", "prompt_required", "prompt_too_long", "reference_required", "unknown_model", "unsupported_format", "insufficient_credits", "provider_unavailable", "too_many_jobs"],
  // A line's refusal lists every problem and is a 400, an unknown skill included (lib/domain/lines/plan.ts).
  errorStatus: { unknown_skill: 400 },
});

export const GetBatchContract = defineRoute({
  method: "GET",
  path: BatchPath,
  summary: "Read a batch: status, counts, every item with its run, outputs and error, credits, and once ended its archive link",
  auth: "key",
  responses: { 200: ok(BatchView) },
  errors: [],
});

export const CancelBatchContract = defineRoute({
  method: "POST",
  path: `${BatchPath}/cancel`,
  summary: "Cancel a batch: its open items are canceled and refunded as runs are; finished items keep their outputs",
  auth: "key",
  responses: { 200: ok(BatchView, "The batch as it is now: canceled, or already ended") },
  errors: [],
});

export const BatchArchiveContract = defineRoute({
  method: "GET",
  path: `${BatchPath}/archive`,
  summary: "A ZIP of every output of an ended batch, streamed, each named after its input; with a key, or without one through the signed archive_url",
  auth: "none",
  query: z.object({
    expires: z.string().optional().describe("From the signed archive_url; without it the request needs a key"),
    signature: z.string().optional().describe("From the signed archive_url"),
  }),
  responses: { 200: { description: "The archive (stored entries, ZIP64 when large)", schema: null, contentType: "application/zip" } },
  errors: ["unauthorized", "plan_required", "forbidden", "rate_limited", "invalid_signature", "link_expired", "not_found", "batch_not_finished", "expired"],
});
