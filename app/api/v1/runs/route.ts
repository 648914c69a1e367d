import { baseUrlOf } from "@/lib/api/base-url";
import { handle } from "@/lib/api/contract-route";
import { awaitWork, workResponse } from "@/lib/jobs/await-work";
import { pickSource, readJobRequest } from "@/lib/jobs/job-request";
import { StartRunContract } from "@/lib/runs/contracts";
import { dryRun } from "@/lib/runs/dry-run";
import { readRunInput } from "@/lib/runs/read-request";
import { startRun } from "@/lib/runs/start-run";

export * from "@/lib/api/method-not-allowed";

// POST /api/v1/runs — run a line of steps (inline or a recipe) on one file; dry_run quotes it
export const POST = handle(StartRunContract, async ({ request, caller }) => {
  const body = await readJobRequest(request);
  try {
    const input = readRunInput(body.fields);
    const source = pickSource(body);
    if (input.dry_run) return dryRun({ caller, source, input });
    const { job, dropped } = await startRun({ caller, source, input });
    return workResponse(await awaitWork({ job, kind: "run", wait: input.wait, baseUrl: baseUrlOf(request) }), dropped ? { dropped_options: dropped } : {});
  } finally {
    await body.cleanup();
  }
});
