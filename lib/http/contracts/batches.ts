import { z } from "zod";
import { defineRoute, ok } from "@/lib/http/contract";
import { LINE_ERRORS, LINE_ERROR_STATUS } from "@/lib/http/contracts/runs";
import { BatchAccepted, BatchInput, BatchView } from "@/lib/domain/batches/schema";
import { env } from "@/lib/platform/config/env";

const BatchPath = "/api/v1/batches/{id}";

export const StartBatchContract = defineRoute({
  method: "POST",
  path: "/api/v1/batches",
  operationId: "createBatch",
  tags: ["Batches"],
  summary: "Run one line (inline steps or a recipe) on many inputs, each item a run of its own; quoted whole before anything starts",
  description: "Starts one line (`recipe` or `steps`, and `output`) over every input: several multipart `file` parts, and/or `inputs` of `{ job_id }` or `{ url }`, up to BATCH_MAX_ITEMS. The whole batch is quoted first: an account that cannot pay for every item is refused `402 insufficient_credits` with the total, and nothing runs. Each input becomes a run of its own; a failing one is refunded and the others go on. Answers 202 with the batch's id and poll_url.",
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
  operationId: "getBatch",
  tags: ["Batches"],
  summary: "Read a batch: status, counts, every item with its run, outputs and error, credits, and once ended its archive link",
  description: "The batch's status (queued, running, complete, partial, failed, canceled), its counts, every item (input, run_id, status, outputs, error), the credits charged and refunded, and once it has ended a signed `archive_url`.",
  auth: "key",
  responses: { 200: ok(BatchView) },
  errors: [],
});

export const CancelBatchContract = defineRoute({
  method: "POST",
  path: `${BatchPath}/cancel`,
  operationId: "cancelBatch",
  tags: ["Batches"],
  summary: "Cancel a batch: its open items are canceled and refunded as runs are; finished items keep their outputs",
  description: "Cancels the batch's items that have not ended (each refunded as a canceled run is); items already finished keep their outputs.",
  auth: "key",
  responses: { 200: ok(BatchView, "The batch as it is now: canceled, or already ended") },
  errors: [],
});

export const BatchArchiveContract = defineRoute({
  method: "GET",
  path: `${BatchPath}/archive`,
  operationId: "getBatchArchive",
  tags: ["Batches"],
  summary: "A ZIP of every output of an ended batch, streamed, each named after its input; with a key, or without one through the signed archive_url",
  description: "One ZIP of every output of an ended batch, streamed, each entry named after its input's file name; with the key, or without it through the signed `archive_url` (`expires` and `signature`). 409 batch_not_finished before the batch ends.",
  auth: "none",
  query: z.object({
    expires: z.string().optional().describe("From the signed archive_url; without it the request needs a key"),
    signature: z.string().optional().describe("From the signed archive_url"),
  }),
  responses: { 200: { description: "The archive (stored entries, ZIP64 when large)", schema: null, contentType: "application/zip" } },
  errors: ["unauthorized", "plan_required", "forbidden", "rate_limited", "invalid_signature", "link_expired", "not_found", "batch_not_finished", "expired"],
});
