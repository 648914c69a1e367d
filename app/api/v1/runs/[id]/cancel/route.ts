import { baseUrlOf } from "@/lib/api/base-url";
import { handle } from "@/lib/api/contract-route";
import { cancelJob } from "@/lib/jobs/cancel";
import { CancelRunContract } from "@/lib/runs/contracts";
import { describeRun, getRunOrThrow } from "@/lib/runs/view";

export * from "@/lib/api/method-not-allowed";

// POST /api/v1/runs/{id}/cancel — stop a queued or running run; charged unfinished steps are refunded
export const POST = handle(CancelRunContract, async ({ request, caller, params }) => {
  await getRunOrThrow({ accountId: caller.account.id, runId: params.id });
  return describeRun(await cancelJob({ accountId: caller.account.id, jobId: params.id }), baseUrlOf(request));
});
