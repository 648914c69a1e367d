import { describe, it } from "vitest";
import * as route from "./route";
import { call, expectError } from "@/test/helpers";

describe("/api/v1/<unknown>", () => {
  it("answers every method with 404 not_found in the API's error body", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
      const body = await expectError(await call(route[method], { method, path: "/api/v1/widgets/7", params: { path: ["widgets", "7"] } }), 404, "not_found");
      if (!body.error.message.includes(`${method} /api/v1/widgets/7`)) throw new Error(`message does not name the path: ${body.error.message}`);
    }
  });
});
