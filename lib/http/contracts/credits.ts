import { defineRoute, ok } from "@/lib/http/contract";
import { LedgerQuery, LedgerView } from "@/lib/domain/credits/schema";

export const LedgerContract = defineRoute({
  method: "GET",
  path: "/api/v1/credits",
  summary: "Balance and ledger, newest first, page by page",
  auth: "key",
  query: LedgerQuery,
  responses: { 200: ok(LedgerView) },
  errors: [],
});
