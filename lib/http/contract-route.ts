import type { z } from "zod";
import { jobRequestBody } from "./job-request-body";
import { JSON_BODY, OPAQUE_BODY, type BodyRule } from "@/lib/platform/inputs/request-body";
import { parseJsonBody } from "./body";
import { ApiError } from "@/lib/core/errors";
import { refuseUnfitText } from "@/lib/core/edge-text";
import type { RouteContract } from "./contract";
import { withApi, type ApiContext, type AuthMode } from "./with-api";

/** `{ id: string }` from "/api/v1/jobs/{id}". */
export type ParamsOf<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? { [K in Name]: string } & ParamsOf<Rest> : unknown;

const AUTH_MODE = { key: "key-or-session", "key-only": "key", session: "session", none: "none" } as const;
type ModeOf<C extends RouteContract> = (typeof AUTH_MODE)[C["auth"]];

type SchemaOf<A> = A extends { schema: infer S extends z.ZodType } ? S : never;
/** The body one success status of a contract declares, as a handler may write it (its schema's input). */
export type AnswerAt<C extends RouteContract, S extends keyof C["responses"]> = z.input<SchemaOf<C["responses"][S]>>;
/**
 * What a handler may return: the body a success answer of its contract declares (handle() sends it
 * with the lowest success status), or a Response it builds itself (a file, no body, another status).
 */
export type AnswerOf<C extends RouteContract> = AnswerAt<C, keyof C["responses"]> | Response;

/**
 * The route handler of a contract: withApi with the contract's auth, success status, path params,
 * body rule and secret marking.
 * Under Vitest every answer is also checked against the contract (answer-check.ts), so each route test
 * checks the answers it makes without a line of its own.
 */
export function handle<const C extends RouteContract>(contract: C, handler: (ctx: ApiContext<ParamsOf<C["path"]>, ModeOf<C>>) => Promise<AnswerOf<C>>) {
  const status = Number(Object.keys(contract.responses)[0]);
  const route = withApi<ParamsOf<C["path"]>, ModeOf<C>>(handler, {
    auth: AUTH_MODE[contract.auth] as ModeOf<C> & AuthMode,
    status,
    route: contract.path,
    body: bodyRuleOf(contract),
    answersSecret: contract.answersSecret === true,
    readsOnly: contract.readsOnly === true,
  });
  if (!process.env.VITEST) return route;
  return async (request: Request, context?: { params: Promise<ParamsOf<C["path"]>> }): Promise<Response> => {
    const response = await route(request, context);
    const { checkAnswer } = await import("./answer-check");
    await checkAnswer(contract, request, response);
    return response;
  };
}

/** A success answer with a status of its choosing (another declared success, headers), its body typed by the contract. */
export function answer<const C extends RouteContract, S extends keyof C["responses"] & number>(
  _contract: C,
  status: S,
  body: AnswerAt<C, S>,
  headers?: HeadersInit,
): Response {
  return Response.json(body, { status, headers });
}

/** The body a contract takes and its limits (read per request: they come from the environment): a job's form or JSON, JSON alone, or bytes it does not parse. */
function bodyRuleOf(contract: RouteContract): () => BodyRule {
  const multipart = contract.multipart;
  if (multipart) return () => jobRequestBody({ maxFiles: multipart.maxFiles?.() ?? 1 });
  return contract.body && !contract.rawBody ? () => JSON_BODY : () => OPAQUE_BODY;
}

/** The query string, its text checked by the edge rule, read with the contract's query schema. */
export function readQuery<Q extends z.ZodObject>(contract: { query: Q }, request: Request): z.output<Q> {
  const url = new URL(request.url);
  refuseNonUtf8Query(url.search);
  const query = Object.fromEntries(url.searchParams);
  refuseUnfitText(query, "the query");
  return contract.query.parse(query);
}

/**
 * Throws `400 invalid_request` naming the first query name or value whose escapes decode to no UTF-8
 * (Latin-1 from an old client, a character cut in half), where URLSearchParams would read U+FFFD.
 * A `%` without two hex digits stays text, as URLSearchParams reads it.
 */
function refuseNonUtf8Query(search: string): void {
  for (const pair of search.slice(1).split("&")) {
    const at = pair.indexOf("=");
    for (const part of at < 0 ? [pair] : [pair.slice(0, at), pair.slice(at + 1)]) {
      try {
        decodeURIComponent(part.replace(/%(?![0-9A-Fa-f]{2})/g, "%25"));
      } catch {
        // Named as sent: the name itself may be what does not decode.
        const name = at < 0 ? pair : pair.slice(0, at);
        throw new ApiError("invalid_request", `${name.length > 40 ? `${name.slice(0, 40)}…` : name} in the query is not valid UTF-8 after percent-decoding.`);
      }
    }
  }
}

/** A JSON body (type, size and syntax checked), read with the contract's body schema. */
export async function readBody<B extends z.ZodType>(contract: { body: B }, request: Request): Promise<z.output<B>> {
  return parseJsonBody(request, contract.body);
}
