import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { answer, handle, readQuery } from "@darkroom/lib/http/contract-route";
import { ApiError } from "@darkroom/lib/core/errors";
import { ForgetUploadsContract, ListUploadsContract, UploadContract } from "@darkroom/lib/http/contracts/jobs";
import { forgetUploads, listUploads } from "@darkroom/lib/domain/files/uploads";
import { RUN_ID_HEADER } from "@darkroom/lib/http/handle-tus";
import { pickSource } from "@darkroom/lib/domain/jobs/job-request";
import { readJobRequest } from "@darkroom/lib/http/job-request-body";
import { createUpload } from "@darkroom/lib/domain/jobs/upload";
import { describeJob } from "@darkroom/lib/domain/jobs/view";
import { acceptForToken, runTokenRecipe, spendUploadToken } from "@darkroom/lib/domain/upload-tokens/tokens";

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

// GET /api/v1/uploads — the account's kept uploads, newest first, each with a fresh signed link
export const GET = handle(ListUploadsContract, async ({ request, caller }) => ({
  uploads: await listUploads({ accountId: caller.account.id, limit: readQuery(ListUploadsContract, request).limit, baseUrl: baseUrlOf(request) }),
}));

// DELETE /api/v1/uploads — let every kept upload go now
export const DELETE = handle(ForgetUploadsContract, async ({ caller }) => ({ forgotten: await forgetUploads({ accountId: caller.account.id }) }));
