import { withApi } from "@/lib/api/with-api";
import { baseUrlOf } from "@/lib/api/base-url";
import { resumeRun } from "@/lib/runs/resume";
import { describeRun } from "@/lib/runs/view";

// POST /api/v1/runs/{id}/resume — re-run a failed run from its failed step; finished steps are not charged again
export const POST = withApi<{ id: string }>(async ({ request, caller, params }) =>
  describeRun(await resumeRun({ accountId: caller.account.id, runId: params.id }), baseUrlOf(request)),
);
