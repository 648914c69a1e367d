import { z } from "zod";
import { BatchInput, BatchView } from "@/lib/domain/batches/schema";
import { startBatch } from "@/lib/domain/batches/start-batch";
import { describeBatch, getBatchOrThrow, type BatchRow } from "@/lib/domain/batches/view";
import { env } from "@/lib/platform/config/env";
import { defineTool, READ_ONLY, STARTS_WORK, type ToolContext } from "../define-tool";
import { jsonResult } from "../results";

const BATCH_POLL_MS = 500;

const RunBatchInput = BatchInput.extend({
  inputs: BatchInput.shape.inputs.unwrap().min(1).describe("The inputs, each { job_id } (from upload_file or earlier work) or { url }; at most BATCH_MAX_ITEMS"),
}).strict();

export const runBatch = defineTool({
  name: "run_batch",
  title: "Run a line over many files",
  description:
    "Runs one line (inline `steps` or a saved `recipe`, optional final `output`) on many inputs at once, each { job_id } or { url }; " +
    "every input becomes a run of its own. The whole batch is quoted first: if the balance cannot pay for every item it is refused " +
    "(insufficient_credits) and nothing runs. A failing item is refunded and does not stop the others. Waits (with progress) until the " +
    "batch ends or the server's wait runs out; then poll with get_batch. An ended batch has `archive_url`: one ZIP of every output.",
  input: RunBatchInput,
  output: BatchView,
  annotations: STARTS_WORK,
  run: async (input, ctx) => {
    const { batch } = await startBatch({ account: ctx.caller.account, input, files: [] });
    return jsonResult(await waitForBatch(batch, ctx));
  },
});

export const getBatch = defineTool({
  name: "get_batch",
  title: "Read a batch",
  description: "Reads a batch of run_batch: status, counts, each item (input, run id, status, outputs with fresh signed URLs, error), credits, and once ended its archive_url.",
  input: z.object({ batch_id: z.string().min(1).describe("A batch id (bat_…), from run_batch") }).strict(),
  output: BatchView,
  annotations: READ_ONLY,
  run: async ({ batch_id }, ctx) => jsonResult(await describeBatch(await getBatchOrThrow({ accountId: ctx.caller.account.id, batchId: batch_id }), ctx.baseUrl)),
});

/** The batch once it has ended, or as it is when the server's wait (WAIT_TIMEOUT_SECONDS) or the call ends; progress is items ended of all. */
async function waitForBatch(batch: BatchRow, ctx: ToolContext) {
  const deadline = Date.now() + env().WAIT_TIMEOUT_SECONDS * 1000;
  for (;;) {
    const view = await describeBatch(await getBatchOrThrow({ accountId: batch.accountId, batchId: batch.id }), ctx.baseUrl);
    await ctx.reportProgress({ progress: view.counts.complete + view.counts.failed, total: view.item_count, message: `${view.status}: ${view.counts.complete} complete, ${view.counts.failed} failed` });
    if (view.completed_at !== null || Date.now() + BATCH_POLL_MS > deadline || ctx.signal.aborted) return view;
    await new Promise((resolve) => setTimeout(resolve, BATCH_POLL_MS));
  }
}
