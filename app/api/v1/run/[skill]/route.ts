import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { handle } from "@darkroom/lib/http/contract-route";
import { awaitWork, workResponse } from "@darkroom/lib/http/await-work";
import { readJobRequest } from "@darkroom/lib/http/job-request-body";
import { RunSkillContract } from "@darkroom/lib/http/contracts/skills";
import { readSkillRequest } from "@darkroom/lib/domain/skills/read-request";
import { startSkillJob } from "@darkroom/lib/domain/skills/run-skill";

// POST /api/v1/run/{skill} — run one skill; credits are charged first and refunded on failure
export const POST = handle(RunSkillContract, async ({ request, caller, params }) => {
  const body = await readJobRequest(request);
  try {
    const { request: skillRequest, wait } = readSkillRequest(params.skill, body);
    const job = await startSkillJob({ account: caller.account, request: skillRequest });
    return workResponse(await awaitWork({ job, kind: "job", wait, baseUrl: baseUrlOf(request) }));
  } finally {
    await body.cleanup();
  }
});
