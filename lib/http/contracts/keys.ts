import { defineRoute, ok } from "@/lib/http/contract";
import { CreatedKeyView, CreateKeyInput, KeyListView, RevokedKeyView } from "@/lib/domain/keys/schema";

export const ListKeysContract = defineRoute({
  method: "GET",
  path: "/api/v1/keys",
  operationId: "listKeys",
  tags: ["Keys"],
  summary: "The signed-in account's keys",
  description: "The signed-in account's API keys, live and revoked, with the first characters of each (never the key).",
  auth: "session",
  responses: { 200: ok(KeyListView) },
  errors: [],
});

export const CreateKeyContract = defineRoute({
  method: "POST",
  path: "/api/v1/keys",
  operationId: "createKey",
  tags: ["Keys"],
  summary: "Create a key; the plaintext is shown once",
  description: "Creates an API key. The plaintext is in this answer only: it is stored as a hash. An account holds a bounded number of live keys.",
  auth: "session",
  body: CreateKeyInput,
  responses: { 201: ok(CreatedKeyView, "Created") },
  answersSecret: true,
  errors: ["limit_reached"],
});

export const RevokeKeyContract = defineRoute({
  method: "DELETE",
  path: "/api/v1/keys/{id}",
  operationId: "revokeKey",
  tags: ["Keys"],
  summary: "Revoke a key",
  description: "Revokes an API key at once, on every process within a second. Revoking twice is harmless.",
  auth: "session",
  responses: { 200: ok(RevokedKeyView, "Revoked") },
  errors: [],
});
