import { checkIdempotencyKey, runOnce } from "@/lib/domain/idempotency/idempotency";
import { fingerprintRequest } from "./request-fingerprint";
import type { BodyRule } from "@/lib/platform/inputs/request-body";

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";

/** Headers that belong to one exchange, never to a stored answer: each replay gets its own. */
const UNSTORED_HEADERS = /^(set-cookie|x-request-id|content-length|ratelimit-.*|retry-after)$/i;

/** Every POST under /api/v1 that has a caller (an account to scope the key to) takes an Idempotency-Key. */
export function takesIdempotencyKey({ method, path, authenticated }: { method: string; path: string; authenticated: boolean }): boolean {
  return method === "POST" && authenticated && path.startsWith("/api/v1/");
}

/**
 * Answers a REST request sent with an Idempotency-Key: `answer` runs at most once per account and key
 * (see runOnce); a replay is the stored status, body and headers with `Idempotent-Replayed: true`.
 * The body is read once, by the route's `body` rule, for both the fingerprint and the handler. With
 * `answersSecret` (the route's contract) a success is not kept and its replay is refused.
 */
export async function answerIdempotently({ request, accountId, key, body, answer, answersSecret = false }: {
  request: Request;
  accountId: string;
  key: string;
  body: BodyRule;
  answer: (request: Request) => Promise<Response>;
  answersSecret?: boolean;
}): Promise<Response> {
  checkIdempotencyKey(key);
  const read = await fingerprintRequest(request, body);
  try {
    let fresh: Headers | undefined;
    const stored = await runOnce({
      accountId,
      key,
      fingerprint: read.fingerprint,
      run: async () => {
        const response = await answer(read.request);
        fresh = response.headers;
        return { status: response.status, body: await response.text(), headers: storedHeadersOf(response.headers), secret: answersSecret && response.ok };
      },
    });
    if (!stored.replayed) return new Response(stored.body, { status: stored.status, headers: fresh });
    const response = new Response(stored.body, { status: stored.status, headers: stored.headers });
    response.headers.set(REPLAYED_HEADER, "true");
    return response;
  } finally {
    await read.cleanup();
  }
}

function storedHeadersOf(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!UNSTORED_HEADERS.test(name)) kept[name] = value;
  });
  return kept;
}
