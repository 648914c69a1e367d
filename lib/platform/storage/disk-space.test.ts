import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { isStorageFull } from "@/lib/platform/dependency";
import { assertRoomForUpload, diskSpace } from "./disk-space";

const freeBytes = () => {
  const stats = fs.statfsSync(process.env.DATA_DIR!);
  return stats.bavail * stats.bsize;
};

function floor(bytes: number): void {
  process.env.DISK_FREE_MIN_BYTES = String(bytes);
  resetEnvForTests();
}

afterEach(() => floor(0));

describe("the free-space floor (DISK_FREE_MIN_BYTES)", () => {
  it("reads DATA_DIR's file system: free bytes, the floor and whether it is below", async () => {
    floor(1024);
    const space = await diskSpace();
    expect(space.freeBytes).toBeGreaterThan(0);
    expect(Math.abs(space.freeBytes - freeBytes())).toBeLessThan(512 * 1024 * 1024);
    expect(space).toMatchObject({ minFreeBytes: 1024, low: false });
  });

  it("refuses a new upload with StorageFull once the free space is below the floor, and lets it in above", async () => {
    floor(freeBytes() * 2);
    const refused = await assertRoomForUpload().catch((error: unknown) => error);
    expect(isStorageFull(refused)).toBe(true);
    floor(1024);
    await expect(assertRoomForUpload()).resolves.toBeUndefined();
  });

  it("checks nothing when the floor is 0", async () => {
    floor(0);
    await expect(assertRoomForUpload()).resolves.toBeUndefined();
  });
});
