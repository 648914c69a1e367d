import { z } from "zod";

export const CreateKeyInput = z.object({ name: z.string().trim().max(100).default("") });

export const KeyView = z.object({
  id: z.string(),
  name: z.string(),
  start: z.string().describe("Display fragment of the key; the whole key is shown only once"),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
