import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { handle } from "@darkroom/lib/http/contract-route";
import { GetRunContract } from "@darkroom/lib/http/contracts/runs";
import { describeRun, getRunOrThrow } from "@darkroom/lib/domain/runs/view";

// GET /api/v1/runs/{id} — read a run: status, each step, final outputs, credits
export const GET = handle(GetRunContract, async ({ request, caller, params }) =>
  describeRun(await getRunOrThrow({ accountId: caller.account.id, runId: params.id }), baseUrlOf(request)),
);
