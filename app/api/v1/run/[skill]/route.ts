import { withApi } from "@/lib/api/with-api";
import { baseUrlOf } from "@/lib/api/base-url";
import { readJobRequest } from "@/lib/jobs/job-request";
import { respondWithJob } from "@/lib/jobs/respond";
import { readSkillRequest } from "@/lib/skills/read-request";
import { startSkillJob } from "@/lib/skills/run-skill";

// POST /api/v1/run/{skill} — run one skill; credits are charged first and refunded on failure
export const POST = withApi<{ skill: string }>(async ({ request, caller, params }) => {
  const body = await readJobRequest(request);
  try {
    const { request: skillRequest, wait } = readSkillRequest(params.skill, body);
    const job = await startSkillJob({ caller, request: skillRequest });
    return respondWithJob({ job, wait, baseUrl: baseUrlOf(request) });
  } finally {
    await body.cleanup();
  }
});
