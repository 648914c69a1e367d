import { ApiError, isApiError } from "@/lib/core/errors";
import { errorResponse } from "./error-response";
import { authenticateUploadToken, isUploadToken, type UploadTokenRow } from "@/lib/domain/upload-tokens/tokens";
import { TUS_PATH } from "@/lib/http/contracts/tus";
import { findAccountByKey, touchKeyLastUsed, type ApiKeyRow } from "@/lib/domain/keys/keys";
import { accountForSession } from "@/lib/domain/auth/session";
import { isSameOrigin, sessionTokenOf } from "@/lib/http/session-cookie";
import { clientAddress } from "./forwarded";
import { planPolicy } from "@/lib/domain/accounts/plans";
import { consumeRequest, rateLimitHeaders, type RateDecision } from "@/lib/platform/rate-limit/limiter";
import type { Account } from "@/lib/domain/accounts/accounts";
import { log, requestIdOf, withLogContext } from "@/lib/core/log";
import { recordRequest, routeTemplate } from "@/lib/platform/metrics/http";
import { answerIdempotently, IDEMPOTENCY_KEY_HEADER, takesIdempotencyKey } from "@/lib/http/idempotency";
import { OPAQUE_BODY, type BodyRule } from "@/lib/platform/inputs/request-body";
// The job kinds and their hooks, registered before any handler touches the queue.
import "@/lib/domain/register";
import { LIMITS } from "@/lib/platform/config/limits";
import { refuseUnfitText } from "@/lib/core/edge-text";

/** Browser sessions (the Workbench) get one generous ceiling of their own, apart from API keys. */
const SESSION_REQUESTS_PER_MINUTE = LIMITS.sessionRequestsPerMinute.value;

export type AuthMode = "key" | "key-or-session" | "session" | "none";

/** Who calls: an API key, the Workbench session, or an upload token (which opens only the upload routes, UPLOAD_TOKEN_ROUTES). */
export type Caller = { account: Account; apiKey: ApiKeyRow | null; via: "key" | "session" | "upload_token"; uploadToken?: UploadTokenRow };

/** The routes an upload token opens: uploads, tus creation and PATCH, and HEAD of its own upload to resume one. */
const UPLOAD_TOKEN_ROUTES = new Set(["POST /api/v1/uploads", `POST ${TUS_PATH}`, `PATCH ${TUS_PATH}/{id}`, `HEAD ${TUS_PATH}/{id}`]);

export type ApiContext<P, A extends AuthMode> = {
  request: Request;
  params: P;
  caller: A extends "none" ? null : Caller;
  /** Spends `points` more of the caller's ceiling (an MCP batch's further messages) and updates the answer's RateLimit-* headers. */
  charge: A extends "none" ? null : (points: number) => Promise<RateDecision>;
};

type RouteContext<P> = { params: Promise<P> };
type Handler<P, A extends AuthMode> = (ctx: ApiContext<P, A>) => Promise<unknown>;
/** How a refusal is written: REST's `{ error }` body by default; MCP answers JSON-RPC. `headers` are the RateLimit-* ones so far. */
export type Refuse = (error: unknown, headers: Record<string, string>) => Response;

export type ApiOptions<A extends AuthMode> = {
  auth?: A;
  status?: number;
  route?: string;
  /** Points of the caller's ceiling the request spends before its handler runs; 0 checks the caller only. */
  cost?: number;
  refuse?: Refuse;
  /** How the body is read, once, for an Idempotency-Key's fingerprint and the handler alike (the route's contract). */
  body?: () => BodyRule;
  /** The success answer carries a secret: never kept for an Idempotency-Key replay. */
  answersSecret?: boolean;
  /** A POST that changes nothing: an Idempotency-Key is not needed, and its answer (a file) is never kept. */
  readsOnly?: boolean;
};

/**
 * The one wrapper every REST handler and the MCP endpoint sit behind: refuse path ids that break the
 * edge rule (lib/core/edge-text.ts; the query and body are checked where they are read), authenticate (bearer key or
 * session cookie), enforce plan access and the per-key rate limit, run the handler, answer JSON with
 * RateLimit-* headers, and turn anything thrown into the one error body. A POST under /api/v1 sent with an
 * Idempotency-Key runs at most once per account and key (lib/domain/idempotency), its body read once by
 * the route's `body` rule for the fingerprint and the handler alike. Every answer carries
 * `X-Request-Id` and is counted and logged once under its route template (`route`, else read from path and params).
 */
export function withApi<P = Record<string, never>, A extends AuthMode = "key-or-session">(handler: Handler<P, A>, opts: ApiOptions<A> = {}) {
  const auth = (opts.auth ?? "key-or-session") as AuthMode;
  const refuse = opts.refuse ?? errorResponse;
  const cost = opts.cost ?? 1;
  return (request: Request, context?: RouteContext<P>): Promise<Response> => {
    const requestId = requestIdOf(request);
    // Every line written for this request, a 500 from authentication included, carries its id.
    return withLogContext({ requestId }, () => answerRequest(request, context, requestId));
  };

  async function answerRequest(request: Request, context: RouteContext<P> | undefined, requestId: string): Promise<Response> {
    const startedAt = performance.now();
    let accountId: string | undefined;
    let limitHeaders: Record<string, string> = {};
    let response: Response;
    try {
      const params = (await context?.params) ?? ({} as P);
      // The edge rule for path ids, before any key is looked up with them.
      refuseUnfitText(params, "the path");
      const caller = auth === "none" ? null : await authenticate(request, auth);
      accountId = caller?.account.id;
      if (caller?.uploadToken && !UPLOAD_TOKEN_ROUTES.has(`${request.method} ${opts.route}`)) {
        throw new ApiError("token_scope", "An upload token only uploads (POST /api/v1/uploads, tus creation and PATCH). Call this with an API key, from your server.");
      }
      const charge = async (points: number) => {
        const decision = await limitCaller(caller as Caller, points);
        limitHeaders = rateLimitHeaders(decision);
        return decision;
      };
      if (caller && cost > 0) {
        const decision = await charge(cost);
        if (!decision.allowed) throw rateLimitRefusal(caller, decision);
      }
      const ctx = { request, params, caller, charge: caller ? charge : null } as ApiContext<P, A>;
      const answer = (req: Request) => respond(() => handler({ ...ctx, request: req }), opts.status, (error) => refuse(error, limitHeaders));
      const idempotencyKey = request.headers.get(IDEMPOTENCY_KEY_HEADER);
      const idempotent = caller && idempotencyKey !== null && !opts.readsOnly && takesIdempotencyKey({ method: request.method, path: new URL(request.url).pathname, authenticated: true });
      response = idempotent
        ? await answerIdempotently({ request, accountId: caller.account.id, key: idempotencyKey, body: opts.body?.() ?? OPAQUE_BODY, answer, answersSecret: opts.answersSecret })
        : await answer(request);
      for (const [name, value] of Object.entries(limitHeaders)) response.headers.set(name, value);
    } catch (error) {
      response = refuse(error, limitHeaders);
    }
    response.headers.set("X-Request-Id", requestId);
    const route = opts.route ?? routeTemplate(new URL(request.url).pathname, ((await context?.params) ?? {}) as Record<string, string | string[]>);
    recordRequest({ method: request.method, route, status: response.status, startedAt, requestId, accountId });
    return response;
  }
}

/** What a caller past its ceiling is answered. */
export function rateLimitRefusal(caller: Caller, decision: RateDecision): ApiError {
  return new ApiError("rate_limited", `Rate limit of ${decision.limit} requests per minute ${shared(caller)}exceeded. Retry in ${decision.resetSeconds} s.`, { headers: rateLimitHeaders(decision) });
}

/** A key's ceiling is one bucket for REST and MCP together; say so where a caller could wonder. */
export function shared(caller: Caller): string {
  return caller.apiKey ? "(shared by REST and MCP for this key) " : "";
}

/** The handler's answer as a Response, anything it throws written as a refusal. */
export async function respond(run: () => Promise<unknown>, status = 200, refuse: (error: unknown) => Response): Promise<Response> {
  try {
    const result = await run();
    return result instanceof Response ? result : Response.json(result, { status });
  } catch (error) {
    return refuse(error);
  }
}

/** Every 401 of a door that takes a bearer credential names it (RFC 9110 asks a 401 for its challenge). */
export const BEARER_CHALLENGE = { "WWW-Authenticate": "Bearer" } as const;

/** Resolves the caller; also used by the MCP endpoint so both doors apply the same rules. */
export async function authenticate(request: Request, auth: Exclude<AuthMode, "none">): Promise<Caller> {
  const header = request.headers.get("authorization");
  const [scheme, token] = header?.split(/\s+/, 2) ?? [];
  if (scheme?.toLowerCase() === "bearer" && token && isUploadToken(token)) return authenticateWithUploadToken(token);
  if (header && auth !== "session") {
    if (scheme?.toLowerCase() !== "bearer" || !token) throw new ApiError("unauthorized", "Send the API key as 'Authorization: Bearer <key>'.", { headers: BEARER_CHALLENGE });
    const lookup = findAccountByKey(token);
    // A key this process looked up just now is answered without a promise (the hot path of every keyed request).
    const found = lookup instanceof Promise ? await lookup : lookup;
    if (!found) throw new ApiError("unauthorized", "The API key is missing, unknown or revoked.", { headers: BEARER_CHALLENGE });
    if (!planPolicy(found.account.plan).apiAccess) {
      throw new ApiError("plan_required", "API and MCP access need the plus, pro or business plan. Upgrade the account's plan to use this key.");
    }
    touchKeyLastUsed(found.key.id)?.catch((error) => log().error({ err: error, key_id: found.key.id }, "last_used_at update failed"));
    return { account: found.account, apiKey: found.key, via: "key" };
  }
  if (auth !== "key") {
    const account = await accountForSession(sessionTokenOf(request), clientAddress(request.headers));
    if (account) {
      if (!["GET", "HEAD", "OPTIONS"].includes(request.method) && !isSameOrigin(request)) {
        throw new ApiError("forbidden", "Cross-site request refused.");
      }
      return { account, apiKey: null, via: "session" };
    }
  }
  if (auth === "session") throw new ApiError("unauthorized", "Sign in to the Workbench to do this.");
  throw new ApiError("unauthorized", "Send an API key as 'Authorization: Bearer <key>'. Keys are created at /keys.", { headers: BEARER_CHALLENGE });
}

/** An upload token's owner, on its plan's terms like a key of the account. */
async function authenticateWithUploadToken(plaintext: string): Promise<Caller> {
  const { token, account } = await authenticateUploadToken(plaintext).catch((error: unknown) => {
    throw isApiError(error) && error.code === "unauthorized" ? new ApiError("unauthorized", error.message, { headers: BEARER_CHALLENGE }) : error;
  });
  if (!planPolicy(account.plan).apiAccess) throw new ApiError("plan_required", "Upload tokens need the plus, pro or business plan.");
  return { account, apiKey: null, via: "upload_token", uploadToken: token };
}

export function limitCaller(caller: Caller, points = 1): Promise<RateDecision> {
  if (caller.uploadToken) return consumeRequest({ subject: `upload-token:${caller.uploadToken.id}`, limitPerMinute: planPolicy(caller.account.plan).requestsPerMinute, points });
  return caller.apiKey
    ? consumeRequest({ subject: `key:${caller.apiKey.id}`, limitPerMinute: planPolicy(caller.account.plan).requestsPerMinute, points })
    : consumeRequest({ subject: `session:${caller.account.id}`, limitPerMinute: SESSION_REQUESTS_PER_MINUTE, points });
}
