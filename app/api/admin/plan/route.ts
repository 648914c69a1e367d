import { withAdmin } from "@/lib/http/with-admin";
import { parseJsonBody } from "@/lib/http/body";
import { setPlanForEmail } from "@/lib/domain/admin/operator";
import { SetPlanInput } from "@/lib/domain/admin/schema";

// POST /api/admin/plan — set an account's plan
export const POST = withAdmin(async ({ request }) => setPlanForEmail(await parseJsonBody(request, SetPlanInput)));
