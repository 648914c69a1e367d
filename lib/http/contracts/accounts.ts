import { defineRoute, ok } from "@/lib/http/contract";
import { AccountView, Credentials, SessionModeInput, SessionView, SetupInput } from "@/lib/domain/accounts/schema";

export const GetAccountContract = defineRoute({
  method: "GET",
  path: "/api/v1/account",
  operationId: "getAccount",
  tags: ["Account"],
  summary: "The caller's plan, credits, rate limit, Vault room and byte quota",
  description:
    "The account the key (or session) belongs to: its plan and what the plan allows, the credit balance, the request budget per minute, the Vault's room and the byte quota with what is used of it.",
  auth: "key",
  responses: { 200: ok(AccountView) },
  errors: [],
});

export const SignUpContract = defineRoute({
  method: "POST",
  path: "/api/auth/signup",
  operationId: "signUp",
  tags: ["Sessions"],
  summary: "Create a Workbench account",
  description:
    "Creates a Workbench account on the instance's sign-up plan with its starter credits and signs it in (the `dr_session` cookie). Refused while the operator has closed sign-up.",
  auth: "none",
  body: Credentials,
  responses: { 201: ok(SessionView, "Signed up; the session cookie is set") },
  errors: ["email_taken", "signup_closed", "rate_limited"],
});

export const SetupContract = defineRoute({
  method: "POST",
  path: "/api/auth/setup",
  operationId: "setUpOperator",
  tags: ["Sessions"],
  summary: "Create the first operator with the one-time link Darkroom prints at start-up",
  description:
    "Creates the instance's first operator with the one-time token of the `/setup` link printed at start-up, and signs it in. Refused once an operator exists.",
  auth: "none",
  body: SetupInput,
  responses: { 201: ok(SessionView, "The operator is created; the session cookie is set") },
  errors: ["forbidden", "conflict", "email_taken", "rate_limited"],
});

export const SignInContract = defineRoute({
  method: "POST",
  path: "/api/auth/signin",
  operationId: "signIn",
  tags: ["Sessions"],
  summary: "Sign in",
  description:
    "Signs in to the Workbench with e-mail and password and sets the `dr_session` cookie. Failed attempts are limited per e-mail, browser and client address.",
  auth: "none",
  body: Credentials,
  responses: { 200: ok(SessionView, "Signed in; the session cookie is set") },
  errors: ["unauthorized", "rate_limited"],
});

export const SignOutContract = defineRoute({
  method: "POST",
  path: "/api/auth/signout",
  operationId: "signOut",
  tags: ["Sessions"],
  summary: "Sign out",
  description: "Ends the Workbench session of this browser.",
  auth: "session",
  responses: { 204: ok(null, "Signed out") },
  errors: [],
});

export const SessionModeContract = defineRoute({
  method: "POST",
  path: "/api/auth/mode",
  operationId: "setSessionMode",
  tags: ["Sessions"],
  summary: "Switch the Workbench between live and test mode",
  description:
    "In test mode the session acts on the account's test twin: its own jobs, runs, Vault, galleries, webhooks and upload tokens, a test balance refilled every hour, and paid skills that run built-in fakes. Live data is untouched.",
  auth: "session",
  body: SessionModeInput,
  responses: { 204: ok(null, "Switched") },
  errors: [],
});
