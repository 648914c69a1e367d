import { withApi } from "@/lib/api/with-api";
import { baseUrlOf } from "@/lib/api/base-url";
import { describeJob, getJobOrThrow } from "@/lib/jobs/view";

// GET /api/v1/jobs/{id} — read a job (poll it); every read signs fresh output URLs
export const GET = withApi<{ id: string }>(async ({ request, caller, params }) =>
  describeJob(await getJobOrThrow({ accountId: caller.account.id, jobId: params.id }), baseUrlOf(request)),
);
