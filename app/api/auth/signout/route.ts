import { withApi } from "@/lib/api/with-api";
import { clearedSessionCookie, endSession, readCookie, SESSION_COOKIE } from "@/lib/auth/session";

// POST /api/auth/signout — end the session and clear its cookie
export const POST = withApi(
  async ({ request }) => {
    await endSession(readCookie(request, SESSION_COOKIE));
    return new Response(null, { status: 204, headers: { "Set-Cookie": clearedSessionCookie() } });
  },
  { auth: "session" },
);
