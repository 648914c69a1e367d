import { withAdminToken } from "@/lib/admin/with-admin";
import { parseJsonBody } from "@/lib/api/body";
import { createOperatorAccount } from "@/lib/admin/operator";
import { CreateOperatorInput } from "@/lib/admin/schema";

// POST /api/admin/operators — make an operator on purpose (`darkroom operator create`); admin token only
export const POST = withAdminToken(async ({ request }) => createOperatorAccount(await parseJsonBody(request, CreateOperatorInput)), { status: 201 });
