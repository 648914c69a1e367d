import { withAdmin } from "@/lib/admin/with-admin";
import { parseJsonBody } from "@/lib/api/body";
import { issueKeyForEmail } from "@/lib/admin/operator";
import { IssueKeyInput } from "@/lib/admin/schema";

// POST /api/admin/keys — create the account if needed, set its plan, add credits, issue a key
export const POST = withAdmin(async ({ request }) => issueKeyForEmail(await parseJsonBody(request, IssueKeyInput)), { status: 201 });
