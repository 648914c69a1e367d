import { describe, expect, it } from "vitest";
import { routeTemplate } from "./http";

describe("routeTemplate", () => {
  it("keeps a static path and names each dynamic segment by its param", () => {
    expect(routeTemplate("/api/admin/accounts", {})).toBe("/api/admin/accounts");
    expect(routeTemplate("/api/admin/keys/key_7fQ2", { id: "key_7fQ2" })).toBe("/api/admin/keys/{id}");
    expect(routeTemplate("/api/g/tok_secret/assets/ast_1", { token: "tok_secret", assetId: "ast_1" })).toBe("/api/g/{token}/assets/{assetId}");
  });

  it("names a catch-all tail once, however long, and reads encoded segments", () => {
    expect(routeTemplate("/api/v1/no/such/thing", { path: ["no", "such", "thing"] })).toBe("/api/v1/{path}");
    expect(routeTemplate("/api/auth/sessions/ses%5Fa", { id: "ses_a" })).toBe("/api/auth/sessions/{id}");
  });

  it("answers other when the params do not explain the path, so no raw id reaches a label", () => {
    expect(routeTemplate("/api/admin/keys/key_1", { id: "key_2" })).toBe("other");
    expect(routeTemplate("/api/x/%E0%A4%A", { id: "y" })).toBe("other");
  });
});
