import { z } from "zod";
import { LIMITS } from "@/lib/platform/config/limits";
import { PLAN_IDS } from "./plans";

export const PlanId = z.enum(PLAN_IDS);

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: "Enter a valid e-mail address" }));

export const PASSWORD_MIN = LIMITS.passwordMinChars.value;
export const PASSWORD_MAX = LIMITS.passwordMaxChars.value;
export const Password = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`);

export const Credentials = z.object({ email: Email, password: Password });
export type Credentials = z.infer<typeof Credentials>;

export const AccountView = z.object({
  id: z.string(),
  email: z.string(),
  plan: PlanId,
  role: z.enum(["operator", "user"]).optional().describe("Workbench sessions only"),
  livemode: z.boolean().describe("false in test mode (a dk_test_ key, or the Workbench switched to test): `credits` is then the test balance, refilled every hour"),
  credits: z.number().int(),
  rate_limit: z.object({ limit_per_minute: z.number().int() }),
  vault: z.object({ used_bytes: z.number().int(), capacity_bytes: z.number().int() }),
  storage: z
    .object({ used_bytes: z.number().int(), quota_bytes: z.number().int() })
    .describe("Bytes in unexpired uploads and job files (unfinished tus uploads by Upload-Length) and the plan's quota; past it uploads and jobs are refused 413 quota_exceeded"),
});
export type AccountView = z.infer<typeof AccountView>;

/** What signing up, in or setting up answers beside the session cookie. */
export const SessionView = z.object({ account: z.object({ id: z.string(), email: z.string(), plan: PlanId, role: z.enum(["operator", "user"]) }) });

export const SessionModeInput = z.object({ mode: z.enum(["live", "test"]).describe("test: the session acts on the account's test twin") });

/** The /setup form: the one-time token from the link Darkroom printed, and the operator's credentials. */
export const SetupInput = Credentials.extend({ token: z.string().min(1).max(200) });
