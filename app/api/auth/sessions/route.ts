import { withApi } from "@darkroom/lib/http/with-api";
import { describeSession } from "@darkroom/lib/domain/auth/sessions-view";
import { findSession, listSessions } from "@darkroom/lib/domain/auth/session";
import { sessionTokenOf } from "@darkroom/lib/http/session-cookie";

// GET /api/auth/sessions — the signed-in account's live Workbench sessions (device, address, last seen)
export const GET = withApi(
  async ({ request, caller }) => {
    const current = await findSession(sessionTokenOf(request));
    const rows = await listSessions(caller.account.id);
    return { sessions: rows.map((row) => describeSession(row, current?.session.id ?? null)) };
  },
  { auth: "session" },
);
