import { withAdmin } from "@/lib/http/with-admin";
import { parseJsonBody } from "@/lib/http/body";
import { grantCreditsToEmail } from "@/lib/domain/admin/operator";
import { GrantCreditsInput } from "@/lib/domain/admin/schema";

// POST /api/admin/credits — grant (or with a negative amount, take back) credits
export const POST = withAdmin(async ({ request }) => grantCreditsToEmail(await parseJsonBody(request, GrantCreditsInput)));
