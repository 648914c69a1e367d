import { parseJsonBody } from "@darkroom/lib/http/body";
import { ApiError } from "@darkroom/lib/core/errors";
import { clientLimitKey } from "@darkroom/lib/http/forwarded";
import { withApi } from "@darkroom/lib/http/with-api";
import { ChangePasswordInput } from "@darkroom/lib/domain/auth/schema";
import { findSession } from "@darkroom/lib/domain/auth/session";
import { deviceTokenOf, sessionTokenOf } from "@darkroom/lib/http/session-cookie";
import { changePassword } from "@darkroom/lib/domain/auth/sign-in";

// POST /api/auth/password — change the password; every other session of the account ends
export const POST = withApi(
  async ({ request, caller }) => {
    const input = await parseJsonBody(request, ChangePasswordInput);
    const current = await findSession(sessionTokenOf(request));
    if (!current) throw new ApiError("unauthorized", "Sign in to the Workbench to do this.");
    const { endedSessions } = await changePassword({
      account: caller.account,
      sessionId: current.session.id,
      currentPassword: input.current_password,
      newPassword: input.new_password,
      address: clientLimitKey(request.headers),
      deviceToken: deviceTokenOf(request),
    });
    return { ended_sessions: endedSessions };
  },
  { auth: "session" },
);
