import { parseJsonBody } from "@/lib/api/body";
import { ApiError } from "@/lib/api/errors";
import { clientAddress } from "@/lib/api/forwarded";
import { withApi } from "@/lib/api/with-api";
import { ChangePasswordInput } from "@/lib/auth/schema";
import { findSession, sessionTokenOf } from "@/lib/auth/session";
import { changePassword } from "@/lib/auth/sign-in";

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
      address: clientAddress(request.headers),
    });
    return { ended_sessions: endedSessions };
  },
  { auth: "session" },
);
