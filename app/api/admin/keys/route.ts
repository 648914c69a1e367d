import { withAdmin } from "@/lib/http/with-admin";
import { parseJsonBody } from "@/lib/http/body";
import { issueKeyForEmail } from "@/lib/domain/admin/operator";
import { IssueKeyInput } from "@/lib/domain/admin/schema";

// POST /api/admin/keys — create the account if needed, set its plan, add credits, issue a key
export const POST = withAdmin(async ({ request }) => issueKeyForEmail(await parseJsonBody(request, IssueKeyInput)), { status: 201 });
