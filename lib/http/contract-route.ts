import type { z } from "zod";
import { jobRequestBody } from "@/lib/domain/jobs/job-request";
import { JSON_BODY, OPAQUE_BODY, type BodyRule } from "@/lib/platform/inputs/request-body";
import { parseJsonBody } from "./body";
import type { RouteContract } from "./contract";
import { withApi, type ApiContext, type AuthMode } from "./with-api";

/** `{ id: string }` from "/api/v1/jobs/{id}". */
export type ParamsOf<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? { [K in Name]: string } & ParamsOf<Rest> : unknown;

const AUTH_MODE = { key: "key-or-session", session: "session", none: "none" } as const;
type ModeOf<C extends RouteContract> = (typeof AUTH_MODE)[C["auth"]];

/** The route handler of a contract: withApi with the contract's auth, success status, path params and secret marking. */
export function handle<const C extends RouteContract>(
  contract: C,
  handler: (ctx: ApiContext<ParamsOf<C["path"]>, ModeOf<C>>) => Promise<Response | object>,
) {
  const status = Number(Object.keys(contract.responses)[0]);
  return withApi<ParamsOf<C["path"]>, ModeOf<C>>(handler, { auth: AUTH_MODE[contract.auth] as ModeOf<C> & AuthMode, status, route: contract.path, body: bodyRuleOf(contract), answersSecret: contract.answersSecret === true });
}

/** The body a contract takes and its limits (read per request: they come from the environment): a job's form or JSON, JSON alone, or bytes it does not parse. */
function bodyRuleOf(contract: RouteContract): () => BodyRule {
  if (contract.multipart) return jobRequestBody;
  return contract.body && !contract.rawBody ? () => JSON_BODY : () => OPAQUE_BODY;
}

/** The query string, read with the contract's query schema. */
export function readQuery<Q extends z.ZodObject>(contract: { query: Q }, request: Request): z.output<Q> {
  return contract.query.parse(Object.fromEntries(new URL(request.url).searchParams));
}

/** A JSON body (type, size and syntax checked), read with the contract's body schema. */
export async function readBody<B extends z.ZodType>(contract: { body: B }, request: Request): Promise<z.output<B>> {
  return parseJsonBody(request, contract.body);
}

