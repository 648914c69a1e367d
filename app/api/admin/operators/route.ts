import { withAdminToken } from "@darkroom/lib/http/with-admin";
import { parseJsonBody } from "@darkroom/lib/http/body";
import { createOperatorAccount } from "@darkroom/lib/domain/admin/operator";
import { CreateOperatorInput } from "@darkroom/lib/domain/admin/schema";

// POST /api/admin/operators — make an operator on purpose (`darkroom operator create`); admin token only
export const POST = withAdminToken(async ({ request }) => createOperatorAccount(await parseJsonBody(request, CreateOperatorInput)), { status: 201 });
