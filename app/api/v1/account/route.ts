import { handle } from "@/lib/api/contract-route";
import { GetAccountContract } from "@/lib/accounts/contracts";
import { describeAccount } from "@/lib/accounts/accounts";

export * from "@/lib/api/method-not-allowed";

// GET /api/v1/account — the caller's plan, credits, rate limit and Vault room
export const GET = handle(GetAccountContract, async ({ caller }) => describeAccount(caller.account, { withRole: caller.via === "session" }));
