import { baseUrlOf } from "@/lib/api/base-url";
import { handle, readQuery } from "@/lib/api/contract-route";
import { awaitWork, workResponse } from "@/lib/jobs/await-work";
import { ResumeRunContract } from "@/lib/runs/contracts";
import { resumeRun } from "@/lib/runs/resume";

export * from "@/lib/api/method-not-allowed";

// POST /api/v1/runs/{id}/resume — re-run a failed run from its failed step; finished steps are not charged again
export const POST = handle(ResumeRunContract, async ({ request, caller, params }) => {
  const { wait } = readQuery(ResumeRunContract, request);
  const job = await resumeRun({ accountId: caller.account.id, runId: params.id });
  return workResponse(await awaitWork({ job, kind: "run", wait, baseUrl: baseUrlOf(request) }));
});
