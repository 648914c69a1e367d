import { describe, expect, it } from "vitest";
import * as convert from "@/app/api/v1/convert/route";
import * as job from "@/app/api/v1/jobs/[id]/route";
import * as gallery from "@/app/api/v1/galleries/[id]/route";
import { call, expectError } from "@/test/helpers";

describe("a method a known /api/v1 path lacks", () => {
  it("answers 405 method_not_allowed with Allow (DELETE /api/v1/convert)", async () => {
    const response = await call(convert.DELETE, { method: "DELETE", path: "/api/v1/convert" });
    await expectError(response, 405, "method_not_allowed");
    expect(response.headers.get("allow")).toBe("OPTIONS, POST");
  });

  it("lists HEAD beside GET, and the methods of the path with a parameter", async () => {
    const response = await call(job.PUT, { method: "PUT", path: "/api/v1/jobs/job_abc", params: { id: "job_abc" } });
    await expectError(response, 405, "method_not_allowed");
    expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    const other = await call(gallery.POST, { method: "POST", path: "/api/v1/galleries/gal_x", params: { id: "gal_x" } });
    expect(other.headers.get("allow")).toBe("DELETE, GET, HEAD, OPTIONS, PATCH");
  });

  it("answers OPTIONS with 204 and the same Allow", async () => {
    const response = await call(convert.OPTIONS, { method: "OPTIONS", path: "/api/v1/convert" });
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("OPTIONS, POST");
  });

  it("keeps the route's own handlers", async () => {
    expect(convert.POST).not.toBe(convert.DELETE);
    await expectError(await call(convert.POST, { method: "POST", path: "/api/v1/convert", json: {} }), 401, "unauthorized");
  });
});
