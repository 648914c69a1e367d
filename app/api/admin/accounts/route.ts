import { withAdmin } from "@darkroom/lib/http/with-admin";
import { listAccountsForOperator } from "@darkroom/lib/domain/admin/operator";

// GET /api/admin/accounts — every account with plan, credits and active keys
export const GET = withAdmin(async () => ({ accounts: await listAccountsForOperator() }));
