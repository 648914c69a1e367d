import { handle, readBody } from "@darkroom/lib/http/contract-route";
import { SessionModeContract } from "@darkroom/lib/http/contracts/accounts";
import { setSessionMode } from "@darkroom/lib/domain/auth/session";
import { sessionTokenOf } from "@darkroom/lib/http/session-cookie";

// POST /api/auth/mode — switch this Workbench session between the live account and its test twin
export const POST = handle(SessionModeContract, async ({ request }) => {
  const { mode } = await readBody(SessionModeContract, request);
  await setSessionMode(sessionTokenOf(request), mode);
  return new Response(null, { status: 204 });
});
