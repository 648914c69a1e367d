import { withAdmin } from "@darkroom/lib/http/with-admin";
import { parseJsonBody } from "@darkroom/lib/http/body";
import { grantCreditsToEmail } from "@darkroom/lib/domain/admin/operator";
import { GrantCreditsInput } from "@darkroom/lib/domain/admin/schema";

// POST /api/admin/credits — grant (or with a negative amount, take back) credits
export const POST = withAdmin(async ({ request }) => grantCreditsToEmail(await parseJsonBody(request, GrantCreditsInput)));
