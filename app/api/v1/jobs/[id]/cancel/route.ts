import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { handle } from "@darkroom/lib/http/contract-route";
import { CancelJobContract } from "@darkroom/lib/http/contracts/jobs";
import { cancelJob } from "@darkroom/lib/domain/jobs/cancel";
import { describeJob } from "@darkroom/lib/domain/jobs/view";

// POST /api/v1/jobs/{id}/cancel — cancel a queued or running job of the caller's account
export const POST = handle(CancelJobContract, async ({ request, caller, params }) =>
  describeJob(await cancelJob({ accountId: caller.account.id, jobId: params.id }), baseUrlOf(request)),
);
