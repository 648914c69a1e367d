import { creditBalance, listLedger } from "./ledger";

export async function describeLedger({ account, limit, before }: { account: { id: string }; limit: number; before?: string }) {
  const { entries, nextCursor } = await listLedger({ accountId: account.id, limit, before });
  return {
    balance: await creditBalance(account.id),
    entries: entries.map((e) => ({
      id: e.id,
      amount: e.amount,
      balance_after: e.balanceAfter,
      reason: e.reason,
      job_id: e.jobId,
      run_id: e.runId,
      note: e.note,
      created_at: e.createdAt.toISOString(),
    })),
    next_cursor: nextCursor,
  };
}
