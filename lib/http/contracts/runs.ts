import { z } from "zod";
import { defineRoute, ok } from "@/lib/http/contract";
import { zBool } from "@/lib/core/form-values";
import { INPUT_ERRORS, WORK_FAILURES } from "@/lib/http/contracts/jobs";
import { DryRunView, RunInput, RunView } from "@/lib/domain/runs/schema";

const RunPath = "/api/v1/runs/{id}";
/** A run fails with its failed step's code, or with insufficient_credits when a step's charge is refused. */
const RUN_FAILURES = [...WORK_FAILURES, "insufficient_credits"] as const;

/** What starting a line (one run or a batch of them) can be refused with, its inputs' codes included. */
export const LINE_ERRORS = [...INPUT_ERRORS, "invalid_step", "unknown_skill", "unknown_option", "invalid_option", "prompt_required", "prompt_too_long", "reference_required", "unknown_model", "unsupported_format", "insufficient_credits", "provider_unavailable", "too_many_jobs"] as const;
/** A line's refusal lists every problem and is a 400, an unknown skill included (lib/domain/lines/plan.ts). */
export const LINE_ERROR_STATUS = { unknown_skill: 400 } as const;

export const StartRunContract = defineRoute({
  method: "POST",
  path: "/api/v1/runs",
  operationId: "startRun",
  tags: ["Runs"],
  summary: "Run a line of steps (inline or a recipe) on one file; dry_run quotes it",
  description:
    "Runs a line of steps (`steps`, or a saved or catalogue `recipe`) on one file. The line is checked as a whole before anything is charged; each paid step is charged as it starts and refunded if it fails. With `dry_run` the answer is only the price. Waits for the result unless `wait=false`.",
  auth: "key",
  body: RunInput,
  multipart: { file: "The source file, instead of `url` or `job_id`; `steps` and `output` then come as JSON text" },
  responses: { 200: ok(z.union([RunView, DryRunView]), "The finished run, or with dry_run the quote") },
  errors: LINE_ERRORS,
  errorStatus: LINE_ERROR_STATUS,
  waits: { failures: RUN_FAILURES },
});

export const GetRunContract = defineRoute({
  method: "GET",
  path: RunPath,
  operationId: "getRun",
  tags: ["Runs"],
  summary: "Read a run with each step",
  description: "Reads a run with each step's status, charge and outputs, and its final outputs with freshly signed URLs.",
  auth: "key",
  responses: { 200: ok(RunView) },
  errors: [],
});

export const ResumeRunContract = defineRoute({
  method: "POST",
  path: `${RunPath}/resume`,
  operationId: "resumeRun",
  tags: ["Runs"],
  summary: "Re-run a failed or canceled run from its failed step",
  description: "Runs a failed or canceled run again from its failed step; finished steps are not run or charged again.",
  auth: "key",
  query: z.object({ wait: zBool.default(true).describe("Wait for the result (default) or answer at once with a poll_url") }),
  responses: { 200: ok(RunView, "The finished run") },
  errors: ["conflict", "insufficient_credits", "too_many_jobs"],
  waits: { failures: RUN_FAILURES },
});

export const CancelRunContract = defineRoute({
  method: "POST",
  path: `${RunPath}/cancel`,
  operationId: "cancelRun",
  tags: ["Runs"],
  summary: "Cancel a run; charged unfinished steps are refunded",
  description: "Cancels a queued or running run; charged steps that did not finish are refunded.",
  auth: "key",
  responses: { 200: ok(RunView, "The run as it is now: canceled, or already finished") },
  errors: ["conflict"],
});
