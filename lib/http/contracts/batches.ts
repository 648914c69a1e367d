import { z } from "zod";
import { defineRoute, ok } from "@/lib/http/contract";
import { LINE_ERRORS, LINE_ERROR_STATUS } from "@/lib/http/contracts/runs";
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
  errors: LINE_ERRORS,
  errorStatus: LINE_ERROR_STATUS,
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
