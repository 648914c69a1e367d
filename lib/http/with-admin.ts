import { ApiError, isApiError } from "@/lib/core/errors";
import { authenticate, respond, withApi, type ApiContext } from "@/lib/http/with-api";
import { errorResponse } from "@/lib/http/error-response";
import { answerIdempotently, IDEMPOTENCY_KEY_HEADER } from "@/lib/http/idempotency";
import { assertAdminToken } from "@/lib/domain/admin/token";
import { JSON_BODY } from "@/lib/platform/inputs/request-body";

const NO_CREDENTIALS = "Send the admin token as 'Authorization: Bearer <token>' (it is in DATA_DIR/admin-token on the server), or sign in to the Workbench as the operator.";

/**
 * Who may use /api/admin/*: the admin token (the CLI), or the session of an account whose role is
 * `operator` (the Workbench), with the same-origin check on writes. A request that sends an
 * Authorization header is judged by the token alone, so an API key never counts. Answers the
 * operator's account id for a session, null for the token.
 */
export async function assertAdminOrOperator(request: Request): Promise<string | null> {
  if (request.headers.has("authorization")) {
    assertAdminToken(bearerToken(request));
    return null;
  }
  const caller = await authenticate(request, "session").catch((error: unknown) => {
    throw isApiError(error) && error.code === "unauthorized" ? new ApiError("unauthorized", NO_CREDENTIALS) : error;
  });
  if (caller.account.role !== "operator") throw new ApiError("forbidden", "Only the instance operator can do this.");
  return caller.account.id;
}

/** What follows "Bearer " in the Authorization header, or the whole header when it has no such scheme. */
function bearerToken(request: Request): string {
  return (request.headers.get("authorization") ?? "").replace(/^Bearer\s+/i, "");
}

/**
 * `withApi` for the operator's admin interface: the admin token or an operator's session instead of a key.
 * A write from the Workbench with an Idempotency-Key (each click's intent) runs once, as on /api/v1: a grant
 * retried after a lost answer is not granted twice.
 */
export function withAdmin<P = Record<string, never>>(handler: (ctx: ApiContext<P, "none">) => Promise<Response | object>, opts: { status?: number; answersSecret?: boolean } = {}) {
  return withApi<P, "none">(
    async (ctx) => {
      const operatorId = await assertAdminOrOperator(ctx.request);
      const key = ctx.request.headers.get(IDEMPOTENCY_KEY_HEADER);
      if (!operatorId || key === null || ctx.request.method !== "POST") return handler(ctx);
      return answerIdempotently({
        request: ctx.request,
        accountId: operatorId,
        key,
        body: JSON_BODY,
        answersSecret: opts.answersSecret,
        // As withApi answers a keyed /api/v1 call: a refusal is an answer too, kept and replayed like a success.
        answer: (request) => respond(() => handler({ ...ctx, request }), opts.status, errorResponse),
      });
    },
    { auth: "none", status: opts.status },
  );
}

/** `withApi` for what only the admin token may do (making operators): a session, even an operator's, is refused. */
export function withAdminToken<P = Record<string, never>>(handler: (ctx: ApiContext<P, "none">) => Promise<Response | object>, opts: { status?: number } = {}) {
  return withApi<P, "none">(
    async (ctx) => {
      assertAdminToken(bearerToken(ctx.request));
      return handler(ctx);
    },
    { auth: "none", ...opts },
  );
}
