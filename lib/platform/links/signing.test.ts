import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "@/lib/platform/config/env";
import { processState } from "@/lib/core/process-state";
import { advanceClockForTests, resetClockForTests } from "@/lib/core/clock";
import { checkFileSignature, serviceSecret, signFileUrl } from "./signing";

const testSecret = process.env.DARKROOM_SECRET;

function withoutEnvSecret() {
  delete process.env.DARKROOM_SECRET;
  resetEnvForTests();
  processState().secret = undefined;
}

afterEach(() => {
  process.env.DARKROOM_SECRET = testSecret;
  resetEnvForTests();
  processState().secret = undefined;
  fs.rmSync(path.join(env().dataDir, "secret"), { force: true });
});

describe("the signing secret", () => {
  it("is generated once into DATA_DIR/secret (0600) when DARKROOM_SECRET is unset, and signs links it then accepts", () => {
    withoutEnvSecret();
    const secret = serviceSecret();
    const file = path.join(env().dataDir, "secret");
    expect(fs.readFileSync(file, "utf8")).toBe(secret);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const url = new URL(signFileUrl({ baseUrl: "http://darkroom.test", fileId: "out_1" }).url);
    const sig = url.searchParams.get("signature");
    expect(checkFileSignature({ fileId: "out_1", expires: url.searchParams.get("expires"), download: null, sig })).toBe("valid");
  });

  it("refuses an empty DATA_DIR/secret instead of signing with it (the reproduction)", () => {
    withoutEnvSecret();
    const file = path.join(env().dataDir, "secret");
    fs.writeFileSync(file, "", { mode: 0o600 });
    expect(() => serviceSecret()).toThrow(`${file} is empty`);
    expect(() => signFileUrl({ baseUrl: "http://darkroom.test", fileId: "out_1" })).toThrow(file);
  });
});

describe("signed file links", () => {
  afterEach(() => resetClockForTests());

  it("are the same link for one file within a second, and a later expiry once the clock moves on", () => {
    const first = signFileUrl({ baseUrl: "http://darkroom.test", fileId: "out_1" });
    expect(signFileUrl({ baseUrl: "http://darkroom.test", fileId: "out_1" })).toEqual(first);
    const download = signFileUrl({ baseUrl: "http://darkroom.test", fileId: "out_1", download: true });
    expect(new URL(download.url).searchParams.get("download")).toBe("1");
    expect(signFileUrl({ baseUrl: "http://other.test", fileId: "out_1" }).url.startsWith("http://other.test/")).toBe(true);
    advanceClockForTests(2_000);
    const later = signFileUrl({ baseUrl: "http://darkroom.test", fileId: "out_1" });
    expect(Date.parse(later.expiresAt)).toBeGreaterThan(Date.parse(first.expiresAt));
    const url = new URL(later.url);
    expect(checkFileSignature({ fileId: "out_1", expires: url.searchParams.get("expires"), download: null, sig: url.searchParams.get("signature") })).toBe("valid");
  });

  it("are signed anew with a new service secret", () => {
    const before = signFileUrl({ baseUrl: "http://darkroom.test", fileId: "out_1" });
    process.env.DARKROOM_SECRET = "another-secret-of-at-least-32-characters";
    resetEnvForTests();
    processState().secret = undefined;
    const after = new URL(signFileUrl({ baseUrl: "http://darkroom.test", fileId: "out_1" }).url);
    expect(checkFileSignature({ fileId: "out_1", expires: after.searchParams.get("expires"), download: null, sig: after.searchParams.get("signature") })).toBe("valid");
    const old = new URL(before.url);
    expect(checkFileSignature({ fileId: "out_1", expires: old.searchParams.get("expires"), download: null, sig: old.searchParams.get("signature") })).toBe("invalid");
  });
});
