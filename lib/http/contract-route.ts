import type { z } from "zod";
import { jobRequestBody } from "./job-request-body";
import { JSON_BODY, OPAQUE_BODY, type BodyRule } from "@/lib/platform/inputs/request-body";
import { parseJsonBody } from "./body";
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
  const query = Object.fromEntries(new URL(request.url).searchParams);
  refuseUnfitText(query, "the query");
  return contract.query.parse(query);
}

/** A JSON body (type, size and syntax checked), read with the contract's body schema. */
export async function readBody<B extends z.ZodType>(contract: { body: B }, request: Request): Promise<z.output<B>> {
  return parseJsonBody(request, contract.body);
}
