import { baseUrlOf } from "@/lib/api/base-url";
import { handle } from "@/lib/api/contract-route";
import { CancelJobContract } from "@/lib/jobs/contracts";
import { cancelJob } from "@/lib/jobs/cancel";
import { describeJob } from "@/lib/jobs/view";

export * from "@/lib/api/method-not-allowed";

// POST /api/v1/jobs/{id}/cancel — cancel a queued or running job of the caller's account
export const POST = handle(CancelJobContract, async ({ request, caller, params }) =>
  describeJob(await cancelJob({ accountId: caller.account.id, jobId: params.id }), baseUrlOf(request)),
);
