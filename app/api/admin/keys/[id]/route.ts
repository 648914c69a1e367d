import { withAdmin } from "@/lib/http/with-admin";
import { describeKey, revokeKey } from "@/lib/domain/keys/keys";

// DELETE /api/admin/keys/{id} — revoke any key
export const DELETE = withAdmin<{ id: string }>(async ({ params }) => describeKey(await revokeKey({ keyId: params.id })));
