import { z } from "zod";
import { LIMITS } from "@/lib/platform/config/limits";
import { DELIVERY_FITS, DELIVERY_FORMATS, MAX_DELIVERY_SIDE } from "@/lib/platform/links/delivery";

const Side = z.number().int().min(1).max(MAX_DELIVERY_SIDE);

export const VariantInput = z
  .object({
    width: Side.optional().describe(`Pixels, 1-${MAX_DELIVERY_SIDE}; never enlarged`),
    height: Side.optional().describe(`Pixels, 1-${MAX_DELIVERY_SIDE}; never enlarged`),
    fit: z.enum(DELIVERY_FITS).optional().describe("cover (the default with both sides) crops, contain pads, inside fits within"),
    format: z.enum(DELIVERY_FORMATS).optional().describe("auto picks AVIF, then WebP, then JPEG from the request's Accept"),
    quality: z.number().int().min(1).max(100).optional().describe("1-100, default 80; PNG ignores it"),
  })
  .strict();
export type VariantInput = z.infer<typeof VariantInput>;

export const VariantListInput = z
  .object({ variants: z.array(VariantInput).min(1).max(LIMITS.deliveryVariantsPerCall.value).describe(`Several transforms at once (1-${LIMITS.deliveryVariantsPerCall.value}), e.g. for a srcset`) })
  .strict();

export const VariantsInput = z.union([VariantListInput, VariantInput]);
export type VariantsInput = z.infer<typeof VariantsInput>;

/** Reads a variants body with the one schema its shape asks for, so a refusal names the field at fault (a union would say only "Invalid input"). */
export const VariantsBody = z.unknown().transform((body): VariantsInput => {
  const list = typeof body === "object" && body !== null && "variants" in body;
  return list ? VariantListInput.parse(body) : VariantInput.parse(body);
});

export const VariantUrlView = z.object({ url: z.string().describe("Stable signed URL of the transform; rendered on its first request") });
export const VariantUrlsView = z.object({ urls: z.array(z.string()).describe("One URL per requested variant, in order") });

export const DeliverySecretView = z.object({
  secret: z.string().describe("`dsk_…`: signs delivery URLs; shown once"),
  previous_valid_until: z.string().nullable().describe("Until when URLs signed with the secret just replaced keep working: each secret replaced works 24 hours after its replacement, however many follow (the last five)"),
});
export type DeliverySecretView = z.infer<typeof DeliverySecretView>;
