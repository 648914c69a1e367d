import { z } from "zod";
import type { ErrorCode } from "@/lib/core/errors";

export type HttpMethod = "GET" | "HEAD" | "POST" | "PATCH" | "DELETE" | "OPTIONS";

/** Who may call: an API key (or the Workbench session), an API key only, the Workbench session only, or anyone. */
export type ContractAuth = "key" | "key-only" | "session" | "none";

/**
 * The groups of the API reference, each with what it is for; every operation names at least one (the
 * OpenAPI document lists them in this order, and generators name their client classes by them).
 */
export const API_TAGS = {
  Account: "The caller's account: plan, credits, request budget, storage, and the credit ledger.",
  Skills: "The skill catalogue and running one skill on one file.",
  Convert: "Converting and resizing images and videos (no credits).",
  Uploads: "Storing files to reuse by `job_id`: one request, resumable (tus 1.0.0), or from a browser with an upload token.",
  Jobs: "Reading, polling and canceling jobs.",
  Files: "Signed, expiring downloads of outputs and assets.",
  Runs: "Lines of skill steps on one file, from inline steps or a recipe.",
  Batches: "One line over many files: quoted whole, each file a run of its own, every output in one ZIP.",
  Recipes: "Saved lines, and the catalogue's.",
  Vault: "Kept files (assets) and the room left.",
  Delivery: "Stable, cacheable URLs of assets and their transforms.",
  Galleries: "Review galleries shared with clients, and their feedback.",
  Webhooks: "Endpoints that hear when work ends, and their delivery log.",
  Keys: "API keys of the signed-in Workbench account.",
  Sessions: "Workbench sign-up, sign-in and sign-out.",
  MCP: "The Model Context Protocol endpoint for agents (JSON-RPC 2.0 over Streamable HTTP).",
  Service: "This document and the service's health.",
} as const;

export type ApiTag = keyof typeof API_TAGS;

/** Headers a request sends or an answer carries, by name (a protocol spoken in headers: tus). */
export type HeaderDocs = Record<string, { description: string; required?: boolean; example?: string }>;

/**
 * One success answer: its schema, or null for a body the schema cannot describe (a file, no body);
 * `contentType` is what is served when it is not JSON (a file: its kinds, `image/*`), or beside it.
 */
export type SuccessAnswer = { description: string; schema: z.ZodType | null; contentType?: string | readonly string[]; headers?: HeaderDocs };

/**
 * Everything a client may rely on about one endpoint, declared once: the route handler parses with
 * these schemas and `GET /api/v1/openapi.json` is generated from them.
 */
export type RouteContract = {
  method: HttpMethod;
  /** OpenAPI form: `/api/v1/jobs/{id}`. */
  path: string;
  /**
   * The operation's stable name, lowerCamelCase and unique (`getJob`, `createUploadToken`): client
   * generators name their methods by it, so it never changes once published.
   */
  operationId: string;
  /** The reference's groups it belongs to (the first one is where generators put it). */
  tags: readonly [ApiTag, ...ApiTag[]];
  /** One line, as a reference's table of contents shows it. */
  summary: string;
  /** What it does and what a caller should know: shown under the summary and in generated clients' doc comments. */
  description: string;
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
  /** Refusals are written in this shape instead of the one error body (MCP answers JSON-RPC errors). */
  refusalBody?: z.ZodType;
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

/** What a stored file is served as: its own media type, one of these kinds. */
export const FILE_TYPES = ["image/*", "video/*", "audio/*"] as const;

export function ok<const S extends z.ZodType | null>(schema: S, description = "Success"): SuccessAnswer & { schema: S } {
  return { description, schema };
}
