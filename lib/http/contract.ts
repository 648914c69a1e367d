import { z } from "zod";
import type { ErrorCode } from "@/lib/core/errors";

export type HttpMethod = "GET" | "HEAD" | "POST" | "PATCH" | "DELETE" | "OPTIONS";

/** Who may call: an API key (or the Workbench session), an API key only, the Workbench session only, or anyone. */
export type ContractAuth = "key" | "key-only" | "session" | "none";

/** Headers a request sends or an answer carries, by name (a protocol spoken in headers: tus). */
export type HeaderDocs = Record<string, { description: string; required?: boolean; example?: string }>;

/** One success answer: its schema, or null for a body the schema cannot describe (a file, no body). */
export type SuccessAnswer = { description: string; schema: z.ZodType | null; contentType?: string; headers?: HeaderDocs };

/**
 * Everything a client may rely on about one endpoint, declared once: the route handler parses with
 * these schemas and `GET /api/v1/openapi.json` is generated from them.
 */
export type RouteContract = {
  method: HttpMethod;
  /** OpenAPI form: `/api/v1/jobs/{id}`. */
  path: string;
  summary: string;
  auth: ContractAuth;
  /** The JSON body; with `multipart` the same fields may come as form fields beside `file`. */
  body?: z.ZodType;
  /** Also takes a multipart form: the body's fields as form fields, and `file` (described here), which JSON cannot carry; with `maxFiles`, several `file` parts. */
  multipart?: { file: string; maxFiles?: () => number };
  /** A body of bytes rather than fields (a tus PATCH). */
  rawBody?: { contentType: string; description: string };
  query?: z.ZodObject;
  headers?: HeaderDocs;
  /** Success answers by status; the handler answers the lowest unless it builds its own Response. */
  responses: Record<number, SuccessAnswer>;
  /**
   * The success answer carries a secret shown once (an API key, a signing secret): it is never kept
   * for an Idempotency-Key, and a replay is refused with `409 idempotency_replay_refused`.
   */
  answersSecret?: true;
  /** Codes this endpoint refuses with, beyond what its auth and request parsing already imply. */
  errors: readonly ErrorCode[];
  /** Codes this endpoint answers with another status than ERROR_STATUS gives them (a line's refusal is 400 whatever problem leads it). */
  errorStatus?: Partial<Record<ErrorCode, number>>;
  /**
   * For calls that start work and may wait for it: 200 is the finished work's view, 202 the pending
   * answer, and each code the work can fail with is answered with its status and that same view.
   */
  waits?: { failures: readonly string[] };
};

export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

/** The one error body. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.object({ step: z.number().int().optional().describe("The step's position, from 0 (messages a person reads count from 1: step 0 is \"Step 1\")"), code: z.string(), message: z.string() })).optional().describe("One entry per problem, e.g. per step of a line"),
  }),
});

export function ok<const S extends z.ZodType | null>(schema: S, description = "Success"): SuccessAnswer & { schema: S } {
  return { description, schema };
}
