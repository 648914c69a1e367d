import { handle } from "@darkroom/lib/http/contract-route";
import { GetAccountContract } from "@darkroom/lib/http/contracts/accounts";
import { describeAccount } from "@darkroom/lib/http/account-view";

// GET /api/v1/account — the caller's plan, credits, rate limit, Vault room and byte quota
export const GET = handle(GetAccountContract, async ({ caller }) => describeAccount(caller.account, { withRole: caller.via === "session" }));
