import type { CallToolResult, ContentBlock } from "@modelcontextprotocol/sdk/types.js";
import { env } from "@/lib/config/env";
import type { JobRow } from "@/lib/jobs/queue";
import { describeJob } from "@/lib/jobs/view";
import { describeRun } from "@/lib/runs/view";
import type { ToolContext } from "./define-tool";
import { inlineImages } from "./inline-images";
import { jsonResult } from "./results";
import { waitForJob } from "./wait-for-job";

export type WorkKind = "job" | "run";

const POLL = {
  job: { tool: "get_job", arg: "job_id", path: "jobs" },
  run: { tool: "get_run", arg: "run_id", path: "runs" },
} as const;

type Answer = { job: JobRow; kind: WorkKind; ctx: ToolContext; extra?: Record<string, unknown> };

/**
 * Answers a tool that started a job or run: with `wait`, the finished work (as REST's waiting calls
 * do, within the same budget); otherwise, or when the budget runs out, its id and how to poll it.
 */
export async function answerWork({ wait, ...answer }: Answer & { wait: boolean }): Promise<CallToolResult> {
  if (!wait) return pendingResult({ ...answer, waited: false });
  const { job, finished } = await waitForJob({ job: answer.job, ctx: answer.ctx });
  if (!finished) return pendingResult({ ...answer, job, waited: true });
  return viewResult({ ...answer, job, failureIsError: true });
}

/**
 * A job or run as the model reads it: its inline text first, the full view (signed output URLs) as
 * JSON, then its small images. A tool that did the work reports a failed job as a tool error.
 */
export async function viewResult({ job, kind, ctx, extra = {}, failureIsError = false }: Answer & { failureIsError?: boolean }): Promise<CallToolResult> {
  const view = { ...(kind === "run" ? await describeRun(job, ctx.baseUrl) : await describeJob(job, ctx.baseUrl)), ...extra };
  const lead: ContentBlock[] = [];
  if (typeof view.text === "string") lead.push({ type: "text", text: view.text });
  const failed = job.status === "failed" || job.status === "canceled";
  if (failed && view.error) lead.push({ type: "text", text: `${kind === "run" ? "Run" : "Job"} ${job.id} ${job.status}: ${view.error.code}: ${view.error.message}` });
  const attach = job.status === "complete" ? await inlineImages(job.id) : [];
  return jsonResult(view, { lead, attach, isError: failed && failureIsError });
}

function pendingResult({ job, kind, ctx, extra = {}, waited }: Answer & { waited: boolean }): CallToolResult {
  const poll = POLL[kind];
  const how = `Call ${poll.tool} with ${poll.arg} "${job.id}" to follow it; the work goes on either way.`;
  return jsonResult({
    id: job.id,
    status: job.status,
    poll_url: `${ctx.baseUrl}/api/v1/${poll.path}/${job.id}`,
    credits_charged: job.creditsCharged,
    ...extra,
    hint: waited ? `Not finished after ${env().WAIT_TIMEOUT_SECONDS} s. ${how}` : `Started. ${how}`,
  });
}
