import { z } from "zod";
import { withApi } from "@/lib/api/with-api";
import { zInt } from "@/lib/api/form-values";
import { describeLedger } from "@/lib/credits/view";

const Query = z.object({ limit: zInt(1, 200).default(50), cursor: z.string().max(64).optional() });

// GET /api/v1/credits — the balance and the ledger, newest first, page by page
export const GET = withApi(async ({ request, caller }) => {
  const query = Query.parse(Object.fromEntries(new URL(request.url).searchParams));
  return describeLedger({ account: caller.account, limit: query.limit, before: query.cursor });
});
