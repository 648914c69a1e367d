import { baseUrlOf } from "@/lib/http/base-url";
import { answer, handle } from "@/lib/http/contract-route";
import { ApiError } from "@/lib/core/errors";
import { UploadContract } from "@/lib/http/contracts/jobs";
import { RUN_ID_HEADER } from "@/lib/http/handle-tus";
import { pickSource } from "@/lib/domain/jobs/job-request";
import { readJobRequest } from "@/lib/http/job-request-body";
import { createUpload } from "@/lib/domain/jobs/upload";
import { describeJob } from "@/lib/domain/jobs/view";
import { acceptForToken, runTokenRecipe, spendUploadToken } from "@/lib/domain/upload-tokens/tokens";

// POST /api/v1/uploads — store a file (multipart `file` or `url`) as a finished job to reuse by job_id; an upload token may call it too
export const POST = handle(UploadContract, async ({ request, caller }) => {
  const token = caller.uploadToken;
  // A use is spent before a byte is read, so a token's uses bound the uploads that can run at once.
  if (token) await spendUploadToken(token.id);
  const body = await readJobRequest(request, { maxFileBytes: token?.maxBytes });
  try {
    const source = pickSource(body);
    if (!source || source.kind === "job") throw new ApiError("input_required", "Send the file as multipart `file` or as `url`.");
    const job = await createUpload({ accountId: caller.account.id, source, accept: token ? acceptForToken(token) : undefined });
    const runId = token ? await runTokenRecipe({ token, account: caller.account, jobId: job.id }) : null;
    return answer(UploadContract, 201, await describeJob(job, baseUrlOf(request)), runId ? { [RUN_ID_HEADER]: runId } : undefined);
  } finally {
    await body.cleanup();
  }
});
