import { withApi } from "@/lib/api/with-api";
import { baseUrlOf } from "@/lib/api/base-url";
import { cancelJob } from "@/lib/jobs/cancel";
import { describeJob } from "@/lib/jobs/view";

// POST /api/v1/jobs/{id}/cancel — cancel a queued or running job of the caller's account
export const POST = withApi<{ id: string }>(async ({ request, caller, params }) =>
  describeJob(await cancelJob({ accountId: caller.account.id, jobId: params.id }), baseUrlOf(request)),
);
