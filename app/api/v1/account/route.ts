import { withApi } from "@/lib/api/with-api";
import { describeAccount } from "@/lib/accounts/accounts";

// GET /api/v1/account — the caller's plan, credits, rate limit and Vault room
export const GET = withApi(async ({ caller }) => describeAccount(caller.account, { withRole: caller.via === "session" }));
