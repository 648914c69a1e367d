import { withApi } from "@/lib/api/with-api";
import { baseUrlOf } from "@/lib/api/base-url";
import { describeRun, getRunOrThrow } from "@/lib/runs/view";

// GET /api/v1/runs/{id} — read a run: status, each step, final outputs, credits
export const GET = withApi<{ id: string }>(async ({ request, caller, params }) =>
  describeRun(await getRunOrThrow({ accountId: caller.account.id, runId: params.id }), baseUrlOf(request)),
);
