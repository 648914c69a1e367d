import { withAdmin } from "@darkroom/lib/http/with-admin";
import { parseJsonBody } from "@darkroom/lib/http/body";
import { issueKeyForEmail } from "@darkroom/lib/domain/admin/operator";
import { IssueKeyInput } from "@darkroom/lib/domain/admin/schema";

// POST /api/admin/keys — create the account if needed, set its plan, add credits, issue a key
export const POST = withAdmin(async ({ request }) => issueKeyForEmail(await parseJsonBody(request, IssueKeyInput)), { status: 201, answersSecret: true });
