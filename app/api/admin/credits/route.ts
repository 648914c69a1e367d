import { withAdmin } from "@/lib/admin/with-admin";
import { parseJsonBody } from "@/lib/api/body";
import { grantCreditsToEmail } from "@/lib/admin/operator";
import { GrantCreditsInput } from "@/lib/admin/schema";

// POST /api/admin/credits — grant (or with a negative amount, take back) credits
export const POST = withAdmin(async ({ request }) => grantCreditsToEmail(await parseJsonBody(request, GrantCreditsInput)));
