import { defineRoute, ok } from "@/lib/http/contract";
import { CreatedKeyView, CreateKeyInput, KeyListView, RevokedKeyView } from "@/lib/domain/keys/schema";

export const ListKeysContract = defineRoute({
  method: "GET",
  path: "/api/v1/keys",
  summary: "The signed-in account's keys",
  auth: "session",
  responses: { 200: ok(KeyListView) },
  errors: [],
});

export const CreateKeyContract = defineRoute({
  method: "POST",
  path: "/api/v1/keys",
  summary: "Create a key; the plaintext is shown once",
  auth: "session",
  body: CreateKeyInput,
  responses: { 201: ok(CreatedKeyView, "Created") },
  answersSecret: true,
  errors: ["limit_reached"],
});

export const RevokeKeyContract = defineRoute({
  method: "DELETE",
  path: "/api/v1/keys/{id}",
  summary: "Revoke a key",
  auth: "session",
  responses: { 200: ok(RevokedKeyView, "Revoked") },
  errors: [],
});
