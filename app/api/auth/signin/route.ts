import { withApi } from "@/lib/api/with-api";
import { parseJsonBody } from "@/lib/api/body";
import { Credentials } from "@/lib/accounts/schema";
import { verifyCredentials } from "@/lib/accounts/accounts";
import { respondWithSession } from "@/lib/auth/respond";

// POST /api/auth/signin — exchange e-mail and password for a session cookie
export const POST = withApi(
  async ({ request }) => respondWithSession(request, await verifyCredentials(await parseJsonBody(request, Credentials)), 200),
  { auth: "none" },
);
