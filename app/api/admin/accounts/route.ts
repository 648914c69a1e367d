import { withAdmin } from "@/lib/admin/with-admin";
import { listAccountsForOperator } from "@/lib/admin/operator";

// GET /api/admin/accounts — every account with plan, credits and active keys
export const GET = withAdmin(async () => ({ accounts: await listAccountsForOperator() }));
