import { describe, expect, it, vi } from "vitest";
import { buildCurlExample } from "./curl-example";
import { listDocGroups } from "./openapi-operations";

// Next.js resolves `server-only` to nothing on the server; plain Node gets the client build, which throws.
vi.mock("server-only", () => ({}));

const BASE = "https://darkroom.example";

function curlFor(method: string, path: string): string {
  const op = listDocGroups(BASE)
    .flatMap((group) => group.operations)
    .find((o) => o.method === method && o.path === path);
  if (!op) throw new Error(`no ${method} ${path} in the docs`);
  return buildCurlExample({ baseUrl: BASE, op });
}

describe("curl examples of the tus endpoint", () => {
  it("sends the headers tus speaks in, and a PATCH its bytes", () => {
    expect(curlFor("post", "/api/v1/uploads/tus")).toContain('-H "Tus-Resumable: 1.0.0"');
    expect(curlFor("post", "/api/v1/uploads/tus")).toContain('-H "Upload-Length: $(stat -c %s video.mp4)"');
    const patch = curlFor("patch", "/api/v1/uploads/tus/{id}");
    expect(patch).toContain(`curl -X PATCH "${BASE}/api/v1/uploads/tus/$UPLOAD_ID"`);
    expect(patch).toContain('-H "Upload-Offset: 0"');
    expect(patch).toContain('-H "Content-Type: application/offset+octet-stream"');
    expect(patch).toContain("--data-binary @video.mp4");
    expect(curlFor("head", "/api/v1/uploads/tus/{id}")).toMatch(/^curl -I /);
  });
});
