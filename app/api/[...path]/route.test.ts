import { describe, it } from "vitest";
import * as route from "./route";
import { call, expectError } from "@/test/helpers";

describe("/api/<unknown>", () => {
  it("answers every method with 404 not_found in the API's error body, under /api/v1 and beside it", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
      for (const path of [["v1", "widgets", "7"], ["auth", "widgets"], ["widgets"]]) {
        const url = `/api/${path.join("/")}`;
        const body = await expectError(await call(route[method], { method, path: url, params: { path } }), 404, "not_found");
        if (!body.error.message.includes(`${method} ${url}`)) throw new Error(`message does not name the path: ${body.error.message}`);
      }
    }
  });
});
