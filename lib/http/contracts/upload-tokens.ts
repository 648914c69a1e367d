import { defineRoute, ok } from "@/lib/http/contract";
import { CreatedUploadTokenView, CreateUploadTokenInput, RevokedUploadTokenView, UploadTokenListView } from "@/lib/domain/upload-tokens/schema";

export const CreateUploadTokenContract = defineRoute({
  method: "POST",
  path: "/api/v1/upload-tokens",
  operationId: "createUploadToken",
  tags: ["Uploads"],
  summary: "Create an upload token for a browser; the dut_ token is shown once",
  description:
    "Makes a short-lived token (`dut_…`, at most an hour) that a browser sends as `Authorization: Bearer dut_…` to upload straight to this server " +
    "without holding an API key: it opens `POST /api/v1/uploads` and tus creation and `PATCH` (and `HEAD` of its own uploads, to resume) and " +
    "nothing else (403 `token_scope`). A file over `max_bytes` or of a kind outside `types` is refused before it is stored; a used-up or expired " +
    "token is 401. With `recipe`, each upload runs that recipe, charged to the account. Only the token's SHA-256 is kept.",
  auth: "key",
  body: CreateUploadTokenInput,
  responses: { 201: ok(CreatedUploadTokenView, "Created: hand `token` (with `upload_url`) to the browser") },
  answersSecret: true,
  errors: ["limit_reached", "not_found"],
});

export const ListUploadTokensContract = defineRoute({
  method: "GET",
  path: "/api/v1/upload-tokens",
  operationId: "listUploadTokens",
  tags: ["Uploads"],
  summary: "The account's upload tokens",
  description: "The account's upload tokens, newest first: those still working and those that ended within the last day, with their uses (never the token).",
  auth: "key",
  responses: { 200: ok(UploadTokenListView) },
  errors: [],
});

export const RevokeUploadTokenContract = defineRoute({
  method: "DELETE",
  path: "/api/v1/upload-tokens/{id}",
  operationId: "revokeUploadToken",
  tags: ["Uploads"],
  summary: "Revoke an upload token",
  description: "Revokes an upload token at once: its next request is 401, an upload in progress included. Revoking twice is harmless.",
  auth: "key",
  responses: { 200: ok(RevokedUploadTokenView, "Revoked") },
  errors: [],
});
