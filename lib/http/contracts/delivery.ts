import { z } from "zod";
import { defineRoute, FILE_TYPES, ok, type SuccessAnswer } from "@/lib/http/contract";
import { DeliverySecretView, VariantsInput, VariantUrlsView, VariantUrlView } from "@/lib/domain/delivery/schema";

export const VariantsContract = defineRoute({
  method: "POST",
  path: "/api/v1/assets/{id}/variants",
  operationId: "createVariantUrls",
  tags: ["Delivery"],
  summary: "Stable signed delivery URLs for transforms of an image asset (nothing is rendered yet)",
  description:
    "Signs stable delivery URLs (`/d/\u2026`) for one transform (`{ width, height, fit, format, quality }`) or several (`{ variants: [...] }`) of an image asset. Nothing is rendered until a URL is first requested. " +
    "A transform whose output would pass the server's DELIVERY_MAX_OUTPUT_PIXELS (by the asset's recorded size) is refused with 422 `output_too_large`.",
  auth: "key",
  body: VariantsInput,
  responses: { 200: ok(z.union([VariantUrlView, VariantUrlsView]), "`{ url }` for one transform, `{ urls }` in order for `{ variants }`") },
  errors: ["not_found", "unsupported_input", "output_too_large"],
});

export const DeliverySecretContract = defineRoute({
  method: "POST",
  path: "/api/v1/delivery/secret",
  operationId: "rotateDeliverySecret",
  tags: ["Delivery"],
  summary: "Show the delivery signing secret once; each later call rotates it (the previous one keeps working 24 hours)",
  description:
    "Answers the `dsk_\u2026` secret delivery URLs are signed with, shown once, so a server can sign URLs offline. Each later call makes a new one; every secret replaced keeps working 24 hours, however many rotations follow (the last five).",
  auth: "key",
  responses: { 200: ok(DeliverySecretView) },
  answersSecret: true,
  errors: [],
});

const DELIVERY_HEADERS = {
  "Cache-Control": { description: "public, max-age=31536000, immutable" },
  ETag: { description: "Strong validator; send it back in If-None-Match for a 304" },
  Vary: { description: "Accept, when the transform names f_auto" },
};

const DELIVERED: Record<number, SuccessAnswer> = {
  200: { description: "The file or its rendered variant", schema: null, contentType: FILE_TYPES, headers: DELIVERY_HEADERS },
  206: { description: "The requested byte range", schema: null, contentType: FILE_TYPES, headers: DELIVERY_HEADERS },
  304: { description: "Not modified (If-None-Match matched the ETag)", schema: null },
};

const delivered = (method: "GET" | "HEAD") =>
  defineRoute({
    method,
    path: "/d/{asset}/{transform}/{signature}",
    operationId: method === "GET" ? "deliverAsset" : "headDeliveredAsset",
    tags: ["Delivery"],
    summary: method === "GET" ? "A delivery URL: an asset or its transform, no key" : "Size, type and validators of a delivery URL without its body",
    description:
      "`transform` is `original` or parts in this order joined by commas: `w_<1-8192>`, `h_<1-8192>`, " +
      "`fit_<cover|contain|inside>`, `f_<webp|jpeg|png|avif|auto>`, `q_<1-100>`. `signature` is base64url(HMAC-SHA256(key: the whole " +
      "`dsk_…` secret, message: `{asset}/{transform}`)). A variant is rendered on first request and stored: each first render spends one of the " +
      "account's renders per minute (by plan; past it 429 `rate_limited` with Retry-After, while stored variants are still served), and a transform " +
      "whose output would pass DELIVERY_MAX_OUTPUT_PIXELS is 422 `output_too_large`, before anything is decoded. A URL signed for an asset " +
      "since deleted is 404; any other URL whose signature does not match, for an asset or an id no asset has, is 403.",
    auth: "none",
    responses: DELIVERED,
    errors: ["invalid_signature", "not_found", "invalid_request", "unsupported_input", "range_not_satisfiable", "media_too_large", "invalid_media", "processing_timeout", "output_too_large", "rate_limited", "overloaded"],
  });

export const DeliverContract = delivered("GET");
export const HeadDeliverContract = delivered("HEAD");
