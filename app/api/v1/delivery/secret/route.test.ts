import { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { advanceClockForTests, resetClockForTests } from "@/lib/core/clock";
import { createId, randomBase62 } from "@/lib/core/ids";
import { ROTATED_SECRETS_KEPT } from "@/lib/core/rotated-secrets";
import { assets, getDb } from "@/lib/platform/db";
import { deliverySignature } from "@/lib/platform/links/delivery";
import { blobStore, newBlobKey } from "@/lib/platform/storage";
import { samplePng } from "@/test/fixtures/vault";
import { call, expectError, makeAccount } from "@/test/helpers";
import { GET as deliver } from "@/app/d/[asset]/[transform]/[signature]/route";
import { POST as revealSecret } from "./route";

afterEach(() => resetClockForTests());

async function storedAsset() {
  const { key, accountId } = await makeAccount();
  const body = await samplePng({ width: 40, height: 30, seed: 5 });
  const blobKey = newBlobKey("vault");
  await blobStore().put(blobKey, Readable.from([body]));
  const id = createId("asset");
  await (await getDb()).insert(assets).values({ id, accountId, jobId: "job_fixture", outputId: randomBase62(10), name: "p.png", mime: "image/png", sizeBytes: body.length, width: 40, height: 30, blobKey });
  return { id, key };
}

/** The original of `assetId` at a URL signed offline with `secret`. */
function serve(assetId: string, secret: string) {
  const signature = deliverySignature(secret, assetId, "original");
  return call(deliver, { path: `/d/${assetId}/original/${signature}`, params: { asset: assetId, transform: "original", signature } });
}

const served = async (assetId: string, secret: string) => (await serve(assetId, secret)).status;

const rotate = async (key: string) => (await (await call(revealSecret, { method: "POST", path: "/api/v1/delivery/secret", key })).json()) as { secret: string; previous_valid_until: string | null };

describe("POST /api/v1/delivery/secret rotations", () => {
  it("keeps every secret rotated away valid 24 hours, however many rotations follow: rotate twice, the first still verifies", async () => {
    const { id, key } = await storedAsset();
    const first = await rotate(key);
    expect(first.previous_valid_until).toBeNull();
    advanceClockForTests(3600_000);
    const second = await rotate(key);
    advanceClockForTests(3600_000);
    const third = await rotate(key);
    expect(Date.parse(third.previous_valid_until!) - Date.parse(second.previous_valid_until!)).toBeGreaterThanOrEqual(3600_000);
    for (const { secret } of [first, second, third]) expect(await served(id, secret)).toBe(200);
    // The first was rotated away an hour ago (the second call), the second just now: 23 hours more for the first, not a minute past.
    advanceClockForTests(23 * 3600_000 - 60_000);
    expect(await served(id, first.secret)).toBe(200);
    advanceClockForTests(120_000);
    await expectError(await serve(id, first.secret), 403, "invalid_signature");
    expect(await served(id, second.secret)).toBe(200);
    advanceClockForTests(3600_000);
    expect(await served(id, second.secret)).toBe(403);
    expect(await served(id, third.secret)).toBe(200);
  });

  it("keeps the last five: a sixth rotation within the day ends the oldest", async () => {
    const { id, key } = await storedAsset();
    const secrets = [(await rotate(key)).secret];
    for (let i = 0; i < ROTATED_SECRETS_KEPT + 1; i++) secrets.push((await rotate(key)).secret);
    // Six rotated away, five kept: the first no longer verifies, the other six (five kept and the current one) do.
    expect(await served(id, secrets[0])).toBe(403);
    for (const secret of secrets.slice(1)) expect(await served(id, secret)).toBe(200);
  });
});
