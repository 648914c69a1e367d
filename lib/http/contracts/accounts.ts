import { defineRoute, ok } from "@/lib/http/contract";
import { AccountView, Credentials, SetupInput } from "@/lib/domain/accounts/schema";

export const GetAccountContract = defineRoute({
  method: "GET",
  path: "/api/v1/account",
  summary: "The caller's plan, credits, rate limit, Vault room and byte quota",
  auth: "key",
  responses: { 200: ok(AccountView) },
  errors: [],
});

export const SignUpContract = defineRoute({
  method: "POST",
  path: "/api/auth/signup",
  summary: "Create a Workbench account",
  auth: "none",
  body: Credentials,
  responses: { 201: ok(null, "Signed up; the session cookie is set") },
  errors: ["email_taken", "signup_closed", "rate_limited"],
});

export const SetupContract = defineRoute({
  method: "POST",
  path: "/api/auth/setup",
  summary: "Create the first operator with the one-time link Darkroom prints at start-up",
  auth: "none",
  body: SetupInput,
  responses: { 201: ok(null, "The operator is created; the session cookie is set") },
  errors: ["forbidden", "conflict", "email_taken", "rate_limited"],
});

export const SignInContract = defineRoute({
  method: "POST",
  path: "/api/auth/signin",
  summary: "Sign in",
  auth: "none",
  body: Credentials,
  responses: { 200: ok(null, "Signed in; the session cookie is set") },
  errors: ["unauthorized", "rate_limited"],
});

export const SignOutContract = defineRoute({
  method: "POST",
  path: "/api/auth/signout",
  summary: "Sign out",
  auth: "session",
  responses: { 204: ok(null, "Signed out") },
  errors: [],
});
