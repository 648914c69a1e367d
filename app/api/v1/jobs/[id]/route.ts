import { baseUrlOf } from "@/lib/api/base-url";
import { handle } from "@/lib/api/contract-route";
import { GetJobContract } from "@/lib/jobs/contracts";
import { readJobOrThrow } from "@/lib/jobs/view";

export * from "@/lib/api/method-not-allowed";

// GET /api/v1/jobs/{id} — read a job (poll it); every read signs fresh output URLs
export const GET = handle(GetJobContract, async ({ request, caller, params }) =>
  readJobOrThrow({ accountId: caller.account.id, jobId: params.id, baseUrl: baseUrlOf(request) }),
);
