import { describe, expect, it } from "vitest";
import { checkDeliverySignature, deliverySignature, deliveryUrl, generateDeliverySecret, parseTransformSegment, transformSegment } from "./delivery";

describe("delivery URL grammar", () => {
  it("writes parts in one order and reads back exactly what it wrote", () => {
    const t = { width: 800, height: 600, fit: "contain", format: "auto", quality: 75 } as const;
    expect(transformSegment(t)).toBe("w_800,h_600,fit_contain,f_auto,q_75");
    expect(parseTransformSegment("w_800,h_600,fit_contain,f_auto,q_75")).toEqual(t);
    expect(transformSegment({})).toBe("original");
    expect(parseTransformSegment("original")).toEqual({});
  });

  it("reads nothing but the canonical form", () => {
    for (const bad of ["", "h_10,w_10", "w_10,w_20", "w_0", "w_8193", "w_010", "q_101", "fit_fill", "f_gif", "w_10,", "x_1", "W_10", "w_1e3"]) {
      expect(parseTransformSegment(bad), bad).toBeNull();
    }
  });

  it("signs {asset_id}/{transform} with the whole secret, as a customer's server can offline", async () => {
    const secret = generateDeliverySecret();
    expect(secret).toMatch(/^dsk_[A-Za-z0-9_-]{43}$/);
    const { createHmac } = await import("node:crypto");
    const expected = createHmac("sha256", secret).update("ast_x/w_10").digest("base64url");
    expect(deliverySignature(secret, "ast_x", "w_10")).toBe(expected);
    expect(deliveryUrl({ baseUrl: "https://cdn.example", secret, assetId: "ast_x", transform: { width: 10 } })).toBe(`https://cdn.example/d/ast_x/w_10/${expected}`);
    expect(checkDeliverySignature({ secrets: [generateDeliverySecret(), secret], assetId: "ast_x", segment: "w_10", signature: expected })).toBe(true);
    expect(checkDeliverySignature({ secrets: [secret], assetId: "ast_x", segment: "w_11", signature: expected })).toBe(false);
    expect(checkDeliverySignature({ secrets: [], assetId: "ast_x", segment: "w_10", signature: expected })).toBe(false);
  });
});
