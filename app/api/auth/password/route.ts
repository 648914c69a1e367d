import { parseJsonBody } from "@/lib/http/body";
import { ApiError } from "@/lib/core/errors";
import { clientLimitKey } from "@/lib/http/forwarded";
import { withApi } from "@/lib/http/with-api";
import { ChangePasswordInput } from "@/lib/domain/auth/schema";
import { findSession } from "@/lib/domain/auth/session";
import { deviceTokenOf, sessionTokenOf } from "@/lib/http/session-cookie";
import { changePassword } from "@/lib/domain/auth/sign-in";

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
