import { readJobOrThrow } from "@/lib/domain/jobs/view";
import { baseUrlOf } from "@/lib/http/base-url";
import { handle } from "@/lib/http/contract-route";
import { GetJobContract } from "@/lib/http/contracts/jobs";

// GET /api/v1/jobs/{id} — read a job (poll it); every read signs fresh output URLs
export const readJob = handle(GetJobContract, async ({ request, caller, params }) =>
  readJobOrThrow({ accountId: caller.account.id, jobId: params.id, baseUrl: baseUrlOf(request) }),
);
