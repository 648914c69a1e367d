import { defineRoute, ok } from "@/lib/http/contract";
import { LedgerQuery, LedgerView } from "@/lib/domain/credits/schema";

export const LedgerContract = defineRoute({
  method: "GET",
  path: "/api/v1/credits",
  operationId: "listLedger",
  tags: ["Account"],
  summary: "Balance and ledger, newest first, page by page",
  description: "The credit balance and the ledger of charges, refunds and grants, newest first; page with `before` (the last entry's id).",
  auth: "key",
  query: LedgerQuery,
  responses: { 200: ok(LedgerView) },
  errors: [],
});
