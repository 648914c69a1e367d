import { baseUrlOf } from "@/lib/http/base-url";
import { handle } from "@/lib/http/contract-route";
import { CancelBatchContract } from "@/lib/http/contracts/batches";
import { cancelBatch } from "@/lib/domain/batches/cancel";
import { describeBatch } from "@/lib/domain/batches/view";

// POST /api/v1/batches/{id}/cancel — cancel a batch's open items (refunded as runs are); finished ones keep their outputs
export const POST = handle(CancelBatchContract, async ({ request, caller, params }) =>
  describeBatch(await cancelBatch({ accountId: caller.account.id, batchId: params.id }), baseUrlOf(request)),
);
