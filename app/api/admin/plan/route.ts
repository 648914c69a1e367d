import { withAdmin } from "@/lib/admin/with-admin";
import { parseJsonBody } from "@/lib/api/body";
import { setPlanForEmail } from "@/lib/admin/operator";
import { SetPlanInput } from "@/lib/admin/schema";

// POST /api/admin/plan — set an account's plan
export const POST = withAdmin(async ({ request }) => setPlanForEmail(await parseJsonBody(request, SetPlanInput)));
