import { withApi } from "@/lib/http/with-api";
import { describeSession } from "@/lib/domain/auth/sessions-view";
import { findSession, listSessions } from "@/lib/domain/auth/session";
import { sessionTokenOf } from "@/lib/http/session-cookie";

// GET /api/auth/sessions — the signed-in account's live Workbench sessions (device, address, last seen)
export const GET = withApi(
  async ({ request, caller }) => {
    const current = await findSession(sessionTokenOf(request));
    const rows = await listSessions(caller.account.id);
    return { sessions: rows.map((row) => describeSession(row, current?.session.id ?? null)) };
  },
  { auth: "session" },
);
