import { withApi } from "@/lib/api/with-api";
import { baseUrlOf } from "@/lib/api/base-url";
import { cancelJob } from "@/lib/jobs/cancel";
import { describeRun, getRunOrThrow } from "@/lib/runs/view";

// POST /api/v1/runs/{id}/cancel — stop a queued or running run; charged unfinished steps are refunded
export const POST = withApi<{ id: string }>(async ({ request, caller, params }) => {
  await getRunOrThrow({ accountId: caller.account.id, runId: params.id });
  return describeRun(await cancelJob({ accountId: caller.account.id, jobId: params.id }), baseUrlOf(request));
});
