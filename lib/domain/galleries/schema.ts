import { z } from "zod";
import { LIMITS } from "@/lib/platform/config/limits";

export const MAX_GALLERY_ASSETS = LIMITS.galleryAssets.value;

const GalleryName = z.string().trim().min(1, "Give the gallery a name").max(200);
const AssetRef = z.string().trim().min(1).max(100);
const ExpiresAt = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
const AccentColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, "Use a colour such as #1d4ed8")
  .transform((colour) => colour.toLowerCase())
  .describe("The review page's accent colour, #rrggbb");
const BrandAsset = z.string().trim().min(1).max(100);
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
    expires_at: ExpiresAt.nullable()
      .optional()
      .describe("ISO 8601 time after which the review page shows as expired. Left out: GALLERY_DEFAULT_EXPIRY_DAYS (30) from now; null: never, on purpose"),
    password: GalleryPassword.nullable().optional().describe("Reviewers must enter it before seeing anything"),
    allow_download: z.boolean().optional().describe("Let reviewers open and download the original files (default false: previews only)"),
    cover_asset_id: BrandAsset.nullable().optional().describe("An image of your Vault shown at the top of the review page"),
    logo_asset_id: BrandAsset.nullable().optional().describe("An image of your Vault shown as the review page's logo"),
    accent_color: AccentColor.nullable().optional(),
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
    cover_asset_id: BrandAsset.nullable().optional().describe("An image of your Vault, or null for none"),
    logo_asset_id: BrandAsset.nullable().optional().describe("An image of your Vault, or null for none"),
    accent_color: AccentColor.nullable().optional(),
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

export const SelectionView = z.object({
  reviewer: z.string().describe("The name the reviewer gave"),
  submitted_at: z.string(),
  asset_ids: z.array(z.string()).describe("The reviewer's favourites when they submitted, in gallery order"),
});
export type SelectionView = z.infer<typeof SelectionView>;

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
  cover_asset_id: z.string().nullable(),
  logo_asset_id: z.string().nullable(),
  accent_color: z.string().nullable(),
  selections: z.array(SelectionView).describe("Selections reviewers submitted, oldest first"),
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

export const ReviewArchiveQuery = z.object({ favourites: z.enum(["1", "true"]).optional() }).strict();

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
