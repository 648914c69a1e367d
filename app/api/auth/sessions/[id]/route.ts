import { isSecureRequest } from "@darkroom/lib/http/base-url";
import { ApiError } from "@darkroom/lib/core/errors";
import { withApi } from "@darkroom/lib/http/with-api";
import { endSessionById, findSession } from "@darkroom/lib/domain/auth/session";
import { clearedSessionCookie, sessionTokenOf } from "@darkroom/lib/http/session-cookie";

// DELETE /api/auth/sessions/{id} — end one of the account's sessions (this one too: its cookie is cleared)
export const DELETE = withApi<{ id: string }, "session">(
  async ({ request, params, caller }) => {
    const current = await findSession(sessionTokenOf(request));
    if (!(await endSessionById({ accountId: caller.account.id, sessionId: params.id }))) {
      throw new ApiError("not_found", `No session ${params.id}`);
    }
    const headers: Record<string, string> = current?.session.id === params.id ? { "Set-Cookie": clearedSessionCookie(isSecureRequest(request.headers)) } : {};
    return new Response(null, { status: 204, headers });
  },
  { auth: "session" },
);
