import { handle, readBody } from "@/lib/http/contract-route";
import { SessionModeContract } from "@/lib/http/contracts/accounts";
import { setSessionMode } from "@/lib/domain/auth/session";
import { sessionTokenOf } from "@/lib/http/session-cookie";

// POST /api/auth/mode — switch this Workbench session between the live account and its test twin
export const POST = handle(SessionModeContract, async ({ request }) => {
  const { mode } = await readBody(SessionModeContract, request);
  await setSessionMode(sessionTokenOf(request), mode);
  return new Response(null, { status: 204 });
});
