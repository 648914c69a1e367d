import { withApi } from "@/lib/api/with-api";
import { baseUrlOf } from "@/lib/api/base-url";
import { pickSource, readJobRequest } from "@/lib/jobs/job-request";
import { respondWithJob } from "@/lib/jobs/respond";
import { readRunInput } from "@/lib/runs/read-request";
import { describeQuote, quoteLine, startRun } from "@/lib/runs/start-run";
import { describeRun } from "@/lib/runs/view";

// POST /api/v1/runs — run a line of steps (inline or a recipe) on one file; dry_run quotes it
export const POST = withApi(async ({ request, caller }) => {
  const body = await readJobRequest(request);
  try {
    const input = readRunInput(body.fields);
    const source = pickSource(body);
    if (input.dry_run) {
      const { plan, line } = await quoteLine({ caller, source, input });
      return { dry_run: true, quote: describeQuote(plan), ...(line.dropped ? { dropped_options: line.dropped } : {}) };
    }
    const { job, dropped } = await startRun({ caller, source, input });
    const extra = dropped ? { dropped_options: dropped } : {};
    return respondWithJob({ job, wait: input.wait, baseUrl: baseUrlOf(request), extra, describe: describeRun, pollPath: "runs" });
  } finally {
    await body.cleanup();
  }
});
