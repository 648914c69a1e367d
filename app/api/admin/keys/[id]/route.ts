import { withAdmin } from "@darkroom/lib/http/with-admin";
import { describeKey, revokeKey } from "@darkroom/lib/domain/keys/keys";

// DELETE /api/admin/keys/{id} — revoke any key
export const DELETE = withAdmin<{ id: string }>(async ({ params }) => describeKey(await revokeKey({ keyId: params.id })));
