import { z } from "zod";
import { LIMITS } from "@/lib/platform/config/limits";

export const UPLOAD_TOKEN_KINDS = ["image", "video", "audio"] as const;
export type UploadTokenKind = (typeof UPLOAD_TOKEN_KINDS)[number];

export const CreateUploadTokenInput = z.object({
  max_bytes: z.number().int().positive().describe("Largest file the token uploads, in bytes (at most MAX_UPLOAD_BYTES); a bigger one is refused 413 file_too_large before it is stored"),
  types: z
    .array(z.enum(UPLOAD_TOKEN_KINDS))
    .min(1)
    .optional()
    .describe("Kinds of file it takes, by their content (not their name); another kind is refused 400 unsupported_input before it is stored. Default: every kind"),
  expires_in: z.number().int().positive().max(LIMITS.uploadTokenSeconds.value).describe("Seconds until the token stops working (401)"),
  uses: z.number().int().positive().max(LIMITS.uploadTokenUses.value).default(1).describe("Uploads it may start; once spent it answers 401"),
  recipe: z.string().min(1).max(100).optional().describe("A saved or catalogue recipe id, run on each upload and charged to the account"),
});

export const UploadTokenView = z.object({
  id: z.string(),
  start: z.string().describe("Display fragment of the token; the whole token is shown only once"),
  max_bytes: z.number().int(),
  types: z.array(z.enum(UPLOAD_TOKEN_KINDS)).nullable().describe("null: every kind"),
  recipe: z.string().nullable(),
  uses_allowed: z.number().int(),
  uses: z.number().int().describe("Uploads started with it so far"),
  expires_at: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type UploadTokenView = z.infer<typeof UploadTokenView>;

export const CreatedUploadTokenView = UploadTokenView.extend({
  token: z.string().describe("The whole token (dut_…): shown in this answer and never again. Hand it to one browser; it authenticates only uploads"),
  upload_url: z.string().describe("The tus endpoint to upload to with it (POST /api/v1/uploads takes it too)"),
});

export const UploadTokenListView = z.object({ upload_tokens: z.array(UploadTokenView) });
export const RevokedUploadTokenView = z.object({ id: z.string(), revoked_at: z.string() });
