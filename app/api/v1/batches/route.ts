import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { answer, handle } from "@darkroom/lib/http/contract-route";
import { readJobRequest } from "@darkroom/lib/http/job-request-body";
import { StartBatchContract } from "@darkroom/lib/http/contracts/batches";
import { readBatchInput } from "@darkroom/lib/domain/batches/read-request";
import { startBatch } from "@darkroom/lib/domain/batches/start-batch";
import { env } from "@darkroom/lib/platform/config/env";

// POST /api/v1/batches — run one line on many inputs (inputs, or multipart file parts); quoted whole first
export const POST = handle(StartBatchContract, async ({ request, caller }) => {
  const body = await readJobRequest(request, { maxFiles: env().BATCH_MAX_ITEMS });
  try {
    const { batch, dropped } = await startBatch({ account: caller.account, input: readBatchInput(body.fields), files: body.files });
    return answer(StartBatchContract, 202, {
      id: batch.id,
      status: "queued",
      poll_url: `${baseUrlOf(request)}/api/v1/batches/${batch.id}`,
      item_count: batch.itemCount,
      quoted_credits: batch.quotedCredits,
      ...(dropped ? { dropped_options: dropped } : {}),
    });
  } finally {
    await body.cleanup();
  }
});
