import { withApi } from "@/lib/api/with-api";
import { parseJsonBody } from "@/lib/api/body";
import { setPlanForEmail } from "@/lib/admin/operator";
import { assertOperator } from "@/lib/admin/operator-session";
import { SetPlanInput } from "@/lib/admin/schema";

// POST /api/operator/plan — set an account's plan
export const POST = withApi(
  async ({ request, caller }) => {
    assertOperator(caller);
    return setPlanForEmail(await parseJsonBody(request, SetPlanInput));
  },
  { auth: "session" },
);
