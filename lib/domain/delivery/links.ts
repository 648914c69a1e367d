import { ApiError } from "@/lib/core/errors";
import { deliveryUrl, type DeliveryTransform } from "@/lib/platform/links/delivery";
import { getAssetOrThrow } from "@/lib/domain/vault/assets";
import { assertOutputFits } from "./output-size";
import { currentDeliverySecret } from "./secret";
import type { VariantInput, VariantsInput } from "./schema";

/** The account's stable URLs for its assets as they are, signed with its current secret. */
export async function deliveryLinker(accountId: string, baseUrl: string): Promise<(assetId: string) => string> {
  const secret = await currentDeliverySecret(accountId);
  return (assetId) => deliveryUrl({ baseUrl, secret, assetId });
}

/** The account's stable URLs for transforms of its assets, signed with its current secret; the caller checks the asset is an image. */
export async function variantLinker(accountId: string, baseUrl: string): Promise<(assetId: string, transform: DeliveryTransform) => string> {
  const secret = await currentDeliverySecret(accountId);
  return (assetId, transform) => deliveryUrl({ baseUrl, secret, assetId, transform });
}

/** Raster images sharp renders; an SVG is served as it is, never rasterised. */
export function isTransformable(mime: string): boolean {
  return mime.startsWith("image/") && mime !== "image/svg+xml";
}

/**
 * Stable URLs for transforms of one of the account's assets; nothing is rendered yet. A transform of
 * anything but a raster image is refused, and so is one whose output would pass DELIVERY_MAX_OUTPUT_PIXELS
 * (`422 output_too_large`, from the asset's recorded size); an empty transform is the asset as it is.
 */
export async function variantUrls({ accountId, assetId, input, baseUrl }: { accountId: string; assetId: string; input: VariantsInput; baseUrl: string }): Promise<{ url: string } | { urls: string[] }> {
  const asset = await getAssetOrThrow({ accountId, assetId });
  const list: VariantInput[] = "variants" in input ? input.variants : [input];
  if (!isTransformable(asset.mime) && list.some((v) => Object.keys(v).length > 0)) {
    throw new ApiError("unsupported_input", `Only images can be transformed; this asset is ${asset.mime}.`);
  }
  // Refused here already, before a URL exists, as `/d/` would refuse its first request (nothing is read).
  for (const transform of list) if (Object.keys(transform).length > 0) assertOutputFits(asset, transform);
  const secret = await currentDeliverySecret(accountId);
  const urls = list.map((transform: DeliveryTransform) => deliveryUrl({ baseUrl, secret, assetId, transform }));
  return "variants" in input ? { urls } : { url: urls[0] };
}
