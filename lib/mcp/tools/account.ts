import { describeAccount } from "@/lib/http/account-view";
import { AccountView } from "@/lib/domain/accounts/schema";
import { defineTool, READ_ONLY } from "../define-tool";
import { jsonResult } from "../results";
import { NoInput } from "../schema";

export const getAccount = defineTool({
  name: "get_account",
  title: "Read the account",
  description: "The account behind the key: plan, credit balance, request ceiling per minute (shared with the REST API) and Vault room.",
  input: NoInput,
  output: AccountView,
  annotations: READ_ONLY,
  run: async (_input, ctx) => jsonResult(await describeAccount(ctx.caller.account)),
});
