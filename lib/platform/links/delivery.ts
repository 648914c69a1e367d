import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { LIMITS } from "@/lib/platform/config/limits";

/** What a delivery URL may ask of an image; nothing given means the stored file as it is. */
export type DeliveryTransform = {
  width?: number;
  height?: number;
  fit?: DeliveryFit;
  format?: DeliveryFormat;
  quality?: number;
};
export const DELIVERY_FITS = ["cover", "contain", "inside"] as const;
export type DeliveryFit = (typeof DELIVERY_FITS)[number];
export const DELIVERY_FORMATS = ["webp", "jpeg", "png", "avif", "auto"] as const;
export type DeliveryFormat = (typeof DELIVERY_FORMATS)[number];
export const MAX_DELIVERY_SIDE = LIMITS.deliveryVariantSide.value;

export const ORIGINAL = "original";
const SECRET_PREFIX = "dsk_";

/** A new delivery signing secret: `dsk_` + 32 random bytes in base64url. */
export function generateDeliverySecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString("base64url");
}

/** The transform segment of a URL, parts in one fixed order (`w_800,h_600,fit_cover,f_webp,q_80`), or `original`. */
export function transformSegment(t: DeliveryTransform): string {
  const parts = [
    t.width !== undefined && `w_${t.width}`,
    t.height !== undefined && `h_${t.height}`,
    t.fit && `fit_${t.fit}`,
    t.format && `f_${t.format}`,
    t.quality !== undefined && `q_${t.quality}`,
  ].filter(Boolean);
  return parts.length ? parts.join(",") : ORIGINAL;
}

const PART = /^(w|h|fit|f|q)_([a-z0-9]+)$/;
const ORDER = ["w", "h", "fit", "f", "q"];

/** Reads a transform segment; null unless it is exactly the form `transformSegment` writes. */
export function parseTransformSegment(segment: string): DeliveryTransform | null {
  if (segment === ORIGINAL) return {};
  const t: DeliveryTransform = {};
  let last = -1;
  for (const part of segment.split(",")) {
    const match = PART.exec(part);
    if (!match) return null;
    const [, name, value] = match;
    const position = ORDER.indexOf(name);
    if (position <= last) return null;
    last = position;
    if (name === "fit" || name === "f") {
      const allowed: readonly string[] = name === "fit" ? DELIVERY_FITS : DELIVERY_FORMATS;
      if (!allowed.includes(value)) return null;
      if (name === "fit") t.fit = value as DeliveryFit;
      else t.format = value as DeliveryFormat;
      continue;
    }
    if (!/^[1-9]\d{0,4}$/.test(value)) return null;
    const n = Number(value);
    if (name === "q") {
      if (n > 100) return null;
      t.quality = n;
    } else {
      if (n > MAX_DELIVERY_SIDE) return null;
      if (name === "w") t.width = n;
      else t.height = n;
    }
  }
  return t;
}

/** The URL's signature: HMAC-SHA256 keyed with the whole `dsk_…` secret over `{asset_id}/{transform}`, base64url. */
export function deliverySignature(secret: string, assetId: string, segment: string): string {
  return createHmac("sha256", secret).update(`${assetId}/${segment}`).digest("base64url");
}

/** `{base}/d/{asset_id}/{transform}/{signature}`: stable, with no expiry. */
export function deliveryUrl({ baseUrl, secret, assetId, transform = {} }: { baseUrl: string; secret: string; assetId: string; transform?: DeliveryTransform }): string {
  const segment = transformSegment(transform);
  return new URL(`/d/${assetId}/${segment}/${deliverySignature(secret, assetId, segment)}`, baseUrl).toString();
}

/** Whether `signature` was made by one of `secrets` for this asset and transform (compared in constant time). */
export function checkDeliverySignature({ secrets, assetId, segment, signature }: { secrets: string[]; assetId: string; segment: string; signature: string }): boolean {
  const given = Buffer.from(signature);
  return secrets.some((secret) => {
    const expected = Buffer.from(deliverySignature(secret, assetId, segment));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
