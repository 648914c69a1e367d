import { withAdmin } from "@darkroom/lib/http/with-admin";
import { parseJsonBody } from "@darkroom/lib/http/body";
import { setPlanForEmail } from "@darkroom/lib/domain/admin/operator";
import { SetPlanInput } from "@darkroom/lib/domain/admin/schema";

// POST /api/admin/plan — set an account's plan
export const POST = withAdmin(async ({ request }) => setPlanForEmail(await parseJsonBody(request, SetPlanInput)));
