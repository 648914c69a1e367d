import { z } from "zod";
import { AccountView, Credentials } from "@/lib/accounts/schema";
import { ConvertInput } from "@/lib/convert/schema";
import { AcceptedView, JobView } from "@/lib/jobs/schema";
import { CreateKeyInput, KeyView } from "@/lib/keys/schema";
import { RecipeInput, RecipePatch } from "@/lib/recipes/recipes";
import { RunInput } from "@/lib/runs/schema";
import { RunSkillFields } from "@/lib/skills/schema";
import { ListAssetsQuery, StoreAssetsInput, AssetListView } from "@/lib/vault/schema";
import { CreateGalleryInput, GalleryView, UpdateGalleryInput } from "@/lib/galleries/schema";

type Auth = "key" | "none" | "session";
type Operation = {
  method: "get" | "head" | "post" | "patch" | "delete";
  path: string;
  summary: string;
  auth: Auth;
  body?: z.ZodType;
  multipart?: boolean;
  query?: z.ZodObject;
  response?: z.ZodType;
  status?: number;
};

const ErrorBody = z.object({ error: z.object({ code: z.string(), message: z.string(), details: z.array(z.object({ step: z.number().optional(), code: z.string(), message: z.string() })).optional() }) });

/** Every endpoint of the service, described once; the OpenAPI document is generated from this table. */
const OPERATIONS: Operation[] = [
  { method: "get", path: "/api/v1/account", summary: "The caller's plan, credits, rate limit and Vault room", auth: "key", response: AccountView },
  { method: "get", path: "/api/v1/openapi.json", summary: "This OpenAPI document", auth: "none" },
  { method: "get", path: "/api/v1/skills", summary: "The live skill catalogue with option ids, prices and availability", auth: "none" },
  { method: "post", path: "/api/v1/run/{skill}", summary: "Run one skill (charged first, refunded on failure)", auth: "key", body: RunSkillFields.extend({ file: z.string().optional() }), multipart: true, response: JobView },
  { method: "post", path: "/api/v1/convert", summary: "Convert or resize one image or video (no credits; paid plans)", auth: "key", body: ConvertInput.extend({ file: z.string().optional() }), multipart: true, response: JobView },
  { method: "post", path: "/api/v1/uploads", summary: "Store a file as a finished job, to reuse by job_id", auth: "key", multipart: true, response: JobView, status: 201 },
  { method: "get", path: "/api/v1/jobs/{id}", summary: "Read a job; signs fresh output URLs", auth: "key", response: JobView },
  { method: "post", path: "/api/v1/jobs/{id}/cancel", summary: "Cancel a queued or running job", auth: "key", response: JobView },
  { method: "get", path: "/api/v1/files/{id}", summary: "Signed, expiring download of an output or asset (query: expires, signature); a 302 to the store when S3_PUBLIC_ENDPOINT is set", auth: "none" },
  { method: "head", path: "/api/v1/files/{id}", summary: "Size and type of a signed download without its body", auth: "none" },
  { method: "post", path: "/api/v1/runs", summary: "Run a line of steps (inline or a recipe) on one file", auth: "key", body: RunInput, multipart: true },
  { method: "get", path: "/api/v1/runs/{id}", summary: "Read a run with each step", auth: "key" },
  { method: "post", path: "/api/v1/runs/{id}/resume", summary: "Re-run a failed run from its failed step", auth: "key" },
  { method: "post", path: "/api/v1/runs/{id}/cancel", summary: "Cancel a run", auth: "key" },
  { method: "get", path: "/api/v1/recipes", summary: "Catalogue and own recipes", auth: "key" },
  { method: "post", path: "/api/v1/recipes", summary: "Save a recipe", auth: "key", body: RecipeInput, status: 201 },
  { method: "get", path: "/api/v1/recipes/{id}", summary: "Read a recipe", auth: "key" },
  { method: "patch", path: "/api/v1/recipes/{id}", summary: "Change an own recipe", auth: "key", body: RecipePatch },
  { method: "delete", path: "/api/v1/recipes/{id}", summary: "Delete an own recipe", auth: "key", status: 204 },
  { method: "get", path: "/api/v1/credits", summary: "Balance and ledger, newest first (query: limit, cursor)", auth: "key" },
  { method: "get", path: "/api/v1/assets", summary: "The Vault: assets and room left", auth: "key", query: ListAssetsQuery, response: AssetListView },
  { method: "post", path: "/api/v1/assets", summary: "Store a finished job's or run's outputs in the Vault", auth: "key", body: StoreAssetsInput, status: 201 },
  { method: "get", path: "/api/v1/assets/{id}", summary: "Read an asset", auth: "key" },
  { method: "delete", path: "/api/v1/assets/{id}", summary: "Delete an asset and free its room", auth: "key" },
  { method: "get", path: "/api/v1/galleries", summary: "Galleries with their public review URLs", auth: "key" },
  { method: "post", path: "/api/v1/galleries", summary: "Create a gallery from Vault assets", auth: "key", body: CreateGalleryInput, response: GalleryView, status: 201 },
  { method: "get", path: "/api/v1/galleries/{id}", summary: "Read a gallery", auth: "key", response: GalleryView },
  { method: "patch", path: "/api/v1/galleries/{id}", summary: "Rename, reorder, change assets, expiry, password, downloads", auth: "key", body: UpdateGalleryInput, response: GalleryView },
  { method: "delete", path: "/api/v1/galleries/{id}", summary: "Delete a gallery", auth: "key" },
  { method: "post", path: "/api/v1/galleries/{id}/rotate-link", summary: "Issue a new review link; the old one stops working", auth: "key", response: GalleryView },
  { method: "get", path: "/api/v1/galleries/{id}/feedback", summary: "Reviewers' favourites, approvals and comments", auth: "key" },
  { method: "get", path: "/api/v1/keys", summary: "The signed-in account's keys", auth: "session", response: z.object({ keys: z.array(KeyView) }) },
  { method: "post", path: "/api/v1/keys", summary: "Create a key; the plaintext is shown once", auth: "session", body: CreateKeyInput, status: 201 },
  { method: "delete", path: "/api/v1/keys/{id}", summary: "Revoke a key", auth: "session" },
  { method: "post", path: "/api/auth/signup", summary: "Create a Workbench account", auth: "none", body: Credentials, status: 201 },
  { method: "post", path: "/api/auth/signin", summary: "Sign in", auth: "none", body: Credentials },
  { method: "post", path: "/api/auth/signout", summary: "Sign out", auth: "session", status: 204 },
  { method: "get", path: "/api/health", summary: "Liveness, database reachability and the blob store in use", auth: "none" },
  { method: "post", path: "/api/mcp", summary: "MCP (Streamable HTTP) for agents, same keys and limits", auth: "key" },
];

function jsonSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
}

/** The OpenAPI 3.1 document for this server. */
export function buildOpenApiDocument(baseUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: "path", required: true, schema: { type: "string" } }));
    const queryParams = op.query
      ? Object.keys(op.query.shape).map((name) => ({ name, in: "query", required: false, schema: jsonSchema(op.query!.shape[name] as z.ZodType) }))
      : [];
    const content: Record<string, unknown> = {};
    if (op.body) content["application/json"] = { schema: jsonSchema(op.body) };
    if (op.multipart) content["multipart/form-data"] = { schema: op.body ? jsonSchema(op.body) : { type: "object", properties: { file: { type: "string", format: "binary" }, url: { type: "string" } } } };
    const ok = String(op.status ?? 200);
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      summary: op.summary,
      ...(op.auth === "key" ? { security: [{ bearer: [] }] } : op.auth === "session" ? { security: [{ session: [] }] } : { security: [] }),
      parameters: [...pathParams, ...queryParams],
      ...(Object.keys(content).length ? { requestBody: { required: true, content } } : {}),
      responses: {
        [ok]: { description: "Success", ...(op.response ? { content: { "application/json": { schema: jsonSchema(op.response) } } } : {}) },
        ...(["post"].includes(op.method) && op.response === JobView ? { "202": { description: "Still running after the wait budget, or wait=false", content: { "application/json": { schema: jsonSchema(AcceptedView) } } } } : {}),
        "4XX": { description: "Refused; the body says why", content: { "application/json": { schema: jsonSchema(ErrorBody) } } },
        "429": { description: "Per-key request ceiling exceeded; see Retry-After" },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Darkroom API", version: "1.0.0", description: "Convert, AI skills, lines, the Vault and galleries. Every error body is { error: { code, message } }." },
    servers: [{ url: baseUrl }],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "An API key (dk_live_…) created at /keys" },
        session: { type: "apiKey", in: "cookie", name: "dr_session", description: "Workbench session" },
      },
    },
    paths,
  };
}
