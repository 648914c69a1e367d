import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { handle } from "@darkroom/lib/http/contract-route";
import { cancelJob } from "@darkroom/lib/domain/jobs/cancel";
import { CancelRunContract } from "@darkroom/lib/http/contracts/runs";
import { describeRun, getRunOrThrow } from "@darkroom/lib/domain/runs/view";

// POST /api/v1/runs/{id}/cancel — stop a queued or running run; charged unfinished steps are refunded
export const POST = handle(CancelRunContract, async ({ request, caller, params }) => {
  await getRunOrThrow({ accountId: caller.account.id, runId: params.id });
  return describeRun(await cancelJob({ accountId: caller.account.id, jobId: params.id }), baseUrlOf(request));
});
