import { createHash } from "node:crypto";
import { handle } from "@darkroom/lib/http/contract-route";
import { ifNoneMatchHits } from "@darkroom/lib/http/etag";
import { describeCatalogue } from "@darkroom/lib/domain/skills/catalogue";
import { ListSkillsContract } from "@darkroom/lib/http/contracts/skills";

// GET /api/v1/skills — the live skill catalogue: options, prices, availability (no key needed)
export const GET = handle(ListSkillsContract, async ({ request }) => {
  const body = JSON.stringify({ skills: describeCatalogue() });
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const headers = { ETag: etag, "Cache-Control": "public, max-age=60", "Content-Type": "application/json" };
  if (ifNoneMatchHits(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers });
});
