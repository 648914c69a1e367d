import { describe, expect, it } from "vitest";
import { buildCurlCommand } from "./curl-command";

describe("buildCurlCommand", () => {
  it("sends a file and each option as a form field", () => {
    expect(buildCurlCommand({ origin: "https://dr.example", slug: "resize", takesFile: true, options: { width: 200, fit: "cover" } })).toBe(
      [`curl -X POST 'https://dr.example/api/v1/run/resize'`, `-H "Authorization: Bearer $DARKROOM_API_KEY"`, "-F file=@photo.jpg", "-F 'width=200'", "-F 'fit=cover'"].join(" \\\n  "),
    );
  });

  it("quotes a prompt with an apostrophe safely for the shell", () => {
    const command = buildCurlCommand({ origin: "http://h", slug: "generate-voice", takesFile: false, options: {}, prompt: "it's late", model: undefined });
    expect(command).toContain(`-d '{"options":{},"prompt":"it'\\''s late"}'`);
    expect(command).toContain(`-H "Content-Type: application/json"`);
  });
});
