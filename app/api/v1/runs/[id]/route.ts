import { baseUrlOf } from "@/lib/api/base-url";
import { handle } from "@/lib/api/contract-route";
import { GetRunContract } from "@/lib/runs/contracts";
import { describeRun, getRunOrThrow } from "@/lib/runs/view";

export * from "@/lib/api/method-not-allowed";

// GET /api/v1/runs/{id} — read a run: status, each step, final outputs, credits
export const GET = handle(GetRunContract, async ({ request, caller, params }) =>
  describeRun(await getRunOrThrow({ accountId: caller.account.id, runId: params.id }), baseUrlOf(request)),
);
