import { withApi } from "@/lib/api/with-api";
import { parseJsonBody } from "@/lib/api/body";
import { Credentials } from "@/lib/accounts/schema";
import { signUp } from "@/lib/accounts/accounts";
import { respondWithSession } from "@/lib/auth/respond";

// POST /api/auth/signup — create a Workbench account and sign it in
export const POST = withApi(
  async ({ request }) => respondWithSession(request, await signUp(await parseJsonBody(request, Credentials)), 201),
  { auth: "none" },
);
