import { z } from "zod";
import { Password } from "@/lib/domain/accounts/schema";

export const ChangePasswordInput = z
  .object({ current_password: z.string().min(1, "Enter your current password").max(200), new_password: Password })
  .strict()
  .refine((input) => input.current_password !== input.new_password, { message: "Choose a password you are not using now", path: ["new_password"] });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

export const SessionView = z.object({
  id: z.string(),
  device: z.string().describe("Browser and system, from the User-Agent it signed in with"),
  address: z.string().describe("Client address it was last used from"),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string().describe("The latest it ends; it ends earlier after 7 days unused"),
  current: z.boolean().describe("The session making this request"),
});
export type SessionView = z.infer<typeof SessionView>;
