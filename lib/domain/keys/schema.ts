import { z } from "zod";

export const CreateKeyInput = z.object({
  name: z.string().trim().max(100).default(""),
  test: z.boolean().default(false).describe("A test-mode key (dk_test_…): it acts on the account's test twin, with test credits, fake paid skills and its own jobs, files and settings"),
});

export const KeyView = z.object({
  id: z.string(),
  name: z.string(),
  start: z.string().describe("Display fragment of the key; the whole key is shown only once"),
  mode: z.enum(["live", "test"]).describe("test: a dk_test_ key, acting on the account's test twin"),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type KeyView = z.infer<typeof KeyView>;

export const KeyListView = z.object({ keys: z.array(KeyView) });

export const CreatedKeyView = KeyView.extend({ key: z.string().describe("The whole key: shown in this answer and never again") });
export type CreatedKeyView = z.infer<typeof CreatedKeyView>;

export const RevokedKeyView = z.object({ id: z.string(), revoked_at: z.string() });
