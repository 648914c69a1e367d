import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { handle } from "@darkroom/lib/http/contract-route";
import { awaitWork, workResponse } from "@darkroom/lib/http/await-work";
import { pickSource } from "@darkroom/lib/domain/jobs/job-request";
import { readJobRequest } from "@darkroom/lib/http/job-request-body";
import { StartRunContract } from "@darkroom/lib/http/contracts/runs";
import { dryRun } from "@darkroom/lib/domain/runs/dry-run";
import { readRunInput } from "@darkroom/lib/domain/runs/read-request";
import { startRun } from "@darkroom/lib/domain/runs/start-run";

// POST /api/v1/runs — run a line of steps (inline or a recipe) on one file; dry_run quotes it
export const POST = handle(StartRunContract, async ({ request, caller }) => {
  const body = await readJobRequest(request);
  try {
    const input = readRunInput(body.fields);
    const source = pickSource(body);
    if (input.dry_run) return dryRun({ account: caller.account, source, input });
    const { job, dropped } = await startRun({ account: caller.account, source, input });
    return workResponse(await awaitWork({ job, kind: "run", wait: input.wait, baseUrl: baseUrlOf(request) }), dropped ? { dropped_options: dropped } : {});
  } finally {
    await body.cleanup();
  }
});
