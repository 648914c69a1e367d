import { handle, readQuery } from "@darkroom/lib/http/contract-route";
import { LedgerContract } from "@darkroom/lib/http/contracts/credits";
import { describeLedger } from "@darkroom/lib/domain/credits/view";

// GET /api/v1/credits — the balance and the ledger, newest first, page by page
export const GET = handle(LedgerContract, async ({ request, caller }) => {
  const query = readQuery(LedgerContract, request);
  return describeLedger({ account: caller.account, limit: query.limit, before: query.cursor });
});
