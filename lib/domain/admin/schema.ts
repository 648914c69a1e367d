import { z } from "zod";
import { Credentials, Email } from "@/lib/domain/accounts/schema";
import { PlanId } from "@/lib/domain/accounts/schema";

export const IssueKeyInput = z.object({
  email: Email,
  plan: PlanId,
  credits: z.number().int().min(0).max(1_000_000_000).default(0),
  name: z.string().max(100).optional(),
  // The e-mail may belong to someone's web sign-up: the operator confirms the account is the key's owner.
  existing: z.boolean().default(false),
  // A test-mode key (dk_test_…), on the account's test twin; credits still go to the live balance.
  test: z.boolean().default(false),
});

export const GrantCreditsInput = z.object({
  email: Email,
  amount: z.number().int().min(-1_000_000_000).max(1_000_000_000).refine((n) => n !== 0, "amount must not be 0"),
  note: z.string().max(200).optional(),
  // As for a key: the operator confirms a web sign-up's account is the one meant.
  existing: z.boolean().default(false),
});

export const SetPlanInput = z.object({ email: Email, plan: PlanId, existing: z.boolean().default(false) });

export const CreateOperatorInput = Credentials;
