import { z } from "zod";
import { LIMITS } from "@/lib/platform/config/limits";

export const MAX_GALLERY_ASSETS = LIMITS.galleryAssets.value;

const GalleryName = z.string().trim().min(1, "Give the gallery a name").max(200);
const AssetRef = z.string().trim().min(1).max(100);
const ExpiresAt = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
/** Long enough that 100 guesses an hour get nowhere. */
export const GALLERY_PASSWORD_MIN = LIMITS.galleryPasswordMinChars.value;
const GalleryPassword = z.string().min(GALLERY_PASSWORD_MIN, `Use at least ${GALLERY_PASSWORD_MIN} characters`).max(200);

function uniqueIds(ids: string[]): boolean {
  return new Set(ids).size === ids.length;
}
const AssetIdList = z.array(AssetRef).max(MAX_GALLERY_ASSETS, `A gallery holds at most ${MAX_GALLERY_ASSETS} assets`).refine(uniqueIds, "An asset is listed twice");

export const CreateGalleryInput = z
  .object({
    name: GalleryName,
    asset_ids: AssetIdList.refine((ids) => ids.length > 0, "List at least one asset").describe("Your Vault assets, in display order"),
    expires_at: ExpiresAt.nullable().optional().describe("ISO 8601 time after which the review page shows as expired"),
    password: GalleryPassword.nullable().optional().describe("Reviewers must enter it before seeing anything"),
    allow_download: z.boolean().optional().describe("Let reviewers open and download the original files (default false: previews only)"),
  })
  .strict();
export type CreateGalleryInput = z.infer<typeof CreateGalleryInput>;

export const UpdateGalleryInput = z
  .object({
    name: GalleryName.optional(),
    asset_ids: AssetIdList.optional().describe("The new full list, in display order"),
    add_asset_ids: AssetIdList.optional().describe("Appended at the end; ones already shown stay where they are"),
    remove_asset_ids: AssetIdList.optional().describe("Taken out of the gallery (not out of the Vault)"),
    expires_at: ExpiresAt.nullable().optional(),
    password: GalleryPassword.nullable().optional().describe("A new password, or null to remove it"),
    allow_download: z.boolean().optional(),
  })
  .strict()
  .refine((input) => Object.keys(input).length > 0, "Send at least one field to change")
  .refine((input) => !(input.asset_ids && (input.add_asset_ids || input.remove_asset_ids)), "Send either asset_ids or add_asset_ids/remove_asset_ids, not both");
export type UpdateGalleryInput = z.infer<typeof UpdateGalleryInput>;

export const ListGalleriesQuery = z
  .object({
    cursor: z.string().regex(/^gal_[0-9A-Za-z]{24}$/, "Expected `next_cursor` of the previous page").optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();
export type ListGalleriesQuery = z.infer<typeof ListGalleriesQuery>;

export const GalleryView = z.object({
  id: z.string(),
  name: z.string(),
  asset_ids: z.array(z.string()),
  review_url: z.string().describe("Public review page; anyone with it can review (after the password, if set)"),
  created_at: z.string(),
  updated_at: z.string(),
  expires_at: z.string().nullable(),
  allow_download: z.boolean(),
  has_password: z.boolean(),
});
export type GalleryView = z.infer<typeof GalleryView>;

export const AssetFeedbackView = z.object({
  asset_id: z.string(),
  name: z.string(),
  favourites: z.number().int(),
  favourited_by: z.array(z.string()),
  approvals: z.array(z.string()).describe("Names of reviewers who approved"),
  rejections: z.array(z.string()).describe("Names of reviewers who rejected"),
  comments: z.array(z.object({ id: z.string(), name: z.string(), text: z.string(), created_at: z.string() })),
});
export type AssetFeedbackView = z.infer<typeof AssetFeedbackView>;

// What reviewers send on the public page.
export const ReviewerName = z.string().trim().min(1, "Enter your name").max(60, "Use at most 60 characters").regex(/^[^\p{Cc}]*$/u, "Use printable characters");
export const ReviewerInput = z.object({ name: ReviewerName }).strict();
export const UnlockInput = z.object({ password: z.string().min(1, "Enter the password").max(200) }).strict();
export const ReactionInput = z
  .object({ favourite: z.boolean().optional(), verdict: z.enum(["approved", "rejected"]).nullable().optional() })
  .strict()
  .refine((input) => input.favourite !== undefined || input.verdict !== undefined, "Send `favourite` or `verdict`");
export type ReactionInput = z.infer<typeof ReactionInput>;
export const MAX_COMMENT_CHARS = LIMITS.commentChars.value;
export const CommentInput = z.object({ text: z.string().trim().min(1, "Write a comment").max(MAX_COMMENT_CHARS, `Use at most ${MAX_COMMENT_CHARS} characters`) }).strict();

export const ReviewCommentsQuery = z
  .object({
    cursor: z.string().regex(/^fbk_[0-9A-Za-z]{24}$/, "Expected `next_cursor` of the previous page").optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export const GalleryListView = z.object({ galleries: z.array(GalleryView), next_cursor: z.string().nullable() });
export type GalleryListView = z.infer<typeof GalleryListView>;

export const GalleryFeedbackView = z.object({ gallery_id: z.string(), reviewers: z.array(z.string()), assets: z.array(AssetFeedbackView) });
export type GalleryFeedbackView = z.infer<typeof GalleryFeedbackView>;

export const DeletedGalleryView = z.object({ id: z.string(), deleted: z.literal(true) });
