import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { handle } from "@darkroom/lib/http/contract-route";
import { GetBatchContract } from "@darkroom/lib/http/contracts/batches";
import { describeBatch, getBatchOrThrow } from "@darkroom/lib/domain/batches/view";

// GET /api/v1/batches/{id} — a batch: status, counts, items with their runs and outputs, credits, archive link
export const GET = handle(GetBatchContract, async ({ request, caller, params }) =>
  describeBatch(await getBatchOrThrow({ accountId: caller.account.id, batchId: params.id }), baseUrlOf(request)),
);
