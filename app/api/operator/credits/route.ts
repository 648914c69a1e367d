import { withApi } from "@/lib/api/with-api";
import { parseJsonBody } from "@/lib/api/body";
import { grantCreditsToEmail } from "@/lib/admin/operator";
import { assertOperator } from "@/lib/admin/operator-session";
import { GrantCreditsInput } from "@/lib/admin/schema";

// POST /api/operator/credits — grant (or with a negative amount, take back) an account's credits
export const POST = withApi(
  async ({ request, caller }) => {
    assertOperator(caller);
    return grantCreditsToEmail(await parseJsonBody(request, GrantCreditsInput));
  },
  { auth: "session" },
);
