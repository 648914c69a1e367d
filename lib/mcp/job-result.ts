import type { CallToolResult, ContentBlock } from "@modelcontextprotocol/sdk/types.js";
import { isExpired } from "@/lib/domain/jobs/expiry";
import { env } from "@/lib/platform/config/env";
import { awaitWork, describeWork, type WorkKind, type WorkOutcome } from "@/lib/http/await-work";
import type { JobRow } from "@/lib/platform/db";
import type { ToolContext } from "./define-tool";
import { inlineImages } from "./inline-images";
import { jsonResult } from "./results";

const POLL = { job: { tool: "get_job", arg: "job_id" }, run: { tool: "get_run", arg: "run_id" } } as const;

type Answer = { job: JobRow; kind: WorkKind; ctx: ToolContext; extra?: Record<string, unknown> };

/**
 * Answers a tool that started a job or run from the same waiting as REST's (awaitWork): the finished
 * work, a failure as a tool error, or its id and how to poll it. Progress goes to the client meanwhile.
 */
export async function answerWork({ wait, job, kind, ctx, extra = {} }: Answer & { wait: boolean }): Promise<CallToolResult> {
  let reported = -1;
  const outcome = await awaitWork({
    job,
    kind,
    wait,
    baseUrl: ctx.baseUrl,
    signal: ctx.signal,
    onProgress: async (latest) => {
      // Progress must only grow, so a value is sent once it exceeds the last one sent.
      const progress = ["complete", "failed", "canceled"].includes(latest.status) ? 1 : (latest.progress ?? 0);
      if (progress > reported) {
        reported = progress;
        await ctx.reportProgress({ progress, total: 1, message: `${latest.id} is ${latest.status}` });
      }
    },
  });
  return outcome.state === "pending" ? pendingResult(outcome, kind, extra) : renderView({ job: outcome.job, kind, view: { ...outcome.view, ...extra }, failureIsError: true });
}

/** A job or run read by get_job or get_run: its view, a failure not being the tool's error. */
export async function viewResult({ job, kind, ctx }: Answer): Promise<CallToolResult> {
  return renderView({ job, kind, view: await describeWork(job, kind, ctx.baseUrl), failureIsError: false });
}

/** The model reads its inline text first, the full view (signed output URLs) as JSON, then its small images. */
async function renderView({ job, kind, view, failureIsError }: { job: JobRow; kind: WorkKind; view: Awaited<ReturnType<typeof describeWork>>; failureIsError: boolean }) {
  const lead: ContentBlock[] = [];
  if (typeof view.text === "string") lead.push({ type: "text", text: view.text });
  const failed = job.status === "failed" || job.status === "canceled";
  if (failed && view.error) lead.push({ type: "text", text: `${kind === "run" ? "Run" : "Job"} ${job.id} ${job.status}: ${view.error.code}: ${view.error.message}` });
  const attach = job.status === "complete" && !isExpired(job) ? await inlineImages(job.id) : [];
  return jsonResult(view, { lead, attach, isError: failed && failureIsError });
}

function pendingResult(outcome: Extract<WorkOutcome, { state: "pending" }>, kind: WorkKind, extra: Record<string, unknown>): CallToolResult {
  const poll = POLL[kind];
  const how = `Call ${poll.tool} with ${poll.arg} "${outcome.job.id}" to follow it; the work goes on either way.`;
  return jsonResult({
    ...outcome.pending,
    ...extra,
    hint: outcome.waited ? `Not finished after ${env().WAIT_TIMEOUT_SECONDS} s. ${how}` : `Started. ${how}`,
  });
}
