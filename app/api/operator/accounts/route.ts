import { withApi } from "@/lib/api/with-api";
import { listAccountsForOperator } from "@/lib/admin/operator";
import { assertOperator } from "@/lib/admin/operator-session";

// GET /api/operator/accounts — every account with plan, credits and active keys (operator's Workbench)
export const GET = withApi(
  async ({ caller }) => {
    assertOperator(caller);
    return { accounts: await listAccountsForOperator() };
  },
  { auth: "session" },
);
