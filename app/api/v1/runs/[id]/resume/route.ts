import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { handle, readQuery } from "@darkroom/lib/http/contract-route";
import { awaitWork, workResponse } from "@darkroom/lib/http/await-work";
import { ResumeRunContract } from "@darkroom/lib/http/contracts/runs";
import { resumeRun } from "@darkroom/lib/domain/runs/resume";

// POST /api/v1/runs/{id}/resume — re-run a failed run from its failed step; finished steps are not charged again
export const POST = handle(ResumeRunContract, async ({ request, caller, params }) => {
  const { wait } = readQuery(ResumeRunContract, request);
  const job = await resumeRun({ accountId: caller.account.id, runId: params.id });
  return workResponse(await awaitWork({ job, kind: "run", wait, baseUrl: baseUrlOf(request) }));
});
