import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "@/lib/platform/config/env";
import { processState } from "@/lib/core/process-state";
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
