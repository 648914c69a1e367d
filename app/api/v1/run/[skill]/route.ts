import { baseUrlOf } from "@/lib/api/base-url";
import { handle } from "@/lib/api/contract-route";
import { awaitWork, workResponse } from "@/lib/jobs/await-work";
import { readJobRequest } from "@/lib/jobs/job-request";
import { RunSkillContract } from "@/lib/skills/contracts";
import { readSkillRequest } from "@/lib/skills/read-request";
import { startSkillJob } from "@/lib/skills/run-skill";

export * from "@/lib/api/method-not-allowed";

// POST /api/v1/run/{skill} — run one skill; credits are charged first and refunded on failure
export const POST = handle(RunSkillContract, async ({ request, caller, params }) => {
  const body = await readJobRequest(request);
  try {
    const { request: skillRequest, wait } = readSkillRequest(params.skill, body);
    const job = await startSkillJob({ caller, request: skillRequest });
    return workResponse(await awaitWork({ job, kind: "job", wait, baseUrl: baseUrlOf(request) }));
  } finally {
    await body.cleanup();
  }
});
