import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { handle } from "@darkroom/lib/http/contract-route";
import { CancelBatchContract } from "@darkroom/lib/http/contracts/batches";
import { cancelBatch } from "@darkroom/lib/domain/batches/cancel";
import { describeBatch } from "@darkroom/lib/domain/batches/view";

// POST /api/v1/batches/{id}/cancel — cancel a batch's open items (refunded as runs are); finished ones keep their outputs
export const POST = handle(CancelBatchContract, async ({ request, caller, params }) =>
  describeBatch(await cancelBatch({ accountId: caller.account.id, batchId: params.id }), baseUrlOf(request)),
);
