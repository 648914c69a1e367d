import { baseUrlOf } from "@/lib/http/base-url";
import { handle } from "@/lib/http/contract-route";
import { GetBatchContract } from "@/lib/http/contracts/batches";
import { describeBatch, getBatchOrThrow } from "@/lib/domain/batches/view";

// GET /api/v1/batches/{id} — a batch: status, counts, items with their runs and outputs, credits, archive link
export const GET = handle(GetBatchContract, async ({ request, caller, params }) =>
  describeBatch(await getBatchOrThrow({ accountId: caller.account.id, batchId: params.id }), baseUrlOf(request)),
);
