import { z } from "zod";
import { zInt } from "@/lib/core/form-values";

export const LedgerQuery = z.object({
  limit: zInt(1, 200).default(50).describe("Page size, 1-200"),
  cursor: z.string().max(64).optional().describe("`next_cursor` of the previous page"),
});

export const LedgerEntryView = z.object({
  id: z.string(),
  amount: z.number().int().describe("Negative for a charge, positive for a grant or refund"),
  balance_after: z.number().int(),
  reason: z.string(),
  job_id: z.string().nullable(),
  run_id: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerEntryView = z.infer<typeof LedgerEntryView>;

export const LedgerView = z.object({ balance: z.number().int(), entries: z.array(LedgerEntryView), next_cursor: z.string().nullable() });
export type LedgerView = z.infer<typeof LedgerView>;
