import fs from "node:fs/promises";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeS3Env, setS3Env, startFakeS3, type FakeS3 } from "../../../test/fakes/fake-s3";
import { blobStore, newBlobKey, scratchRoot, withLocalPath } from "./index";

let fake: FakeS3;
beforeAll(async () => {
  fake = await startFakeS3();
});
afterAll(async () => {
  setS3Env({});
  await fake.close();
});

/** What the scratch root holds now: none of it may outlive a `withLocalPath`. */
const scratchEntries = () => fs.readdir(scratchRoot()).catch(() => [] as string[]);

describe("withLocalPath", () => {
  it("hands a disk blob's own file to the work and makes no scratch folder for it", async () => {
    setS3Env({});
    const key = newBlobKey("tmp");
    await blobStore().put(key, Readable.from([Buffer.from("on disk")]));
    const before = await scratchEntries();
    const seen = await withLocalPath(key, async (filePath) => {
      expect(await scratchEntries()).toEqual(before);
      return fs.readFile(filePath, "utf8");
    });
    expect(seen).toBe("on disk");
    expect(await scratchEntries()).toEqual(before);
  });

  it("copies an S3 blob into a scratch folder and removes it after the work, also when the work fails", async () => {
    setS3Env(fakeS3Env(fake));
    const key = newBlobKey("tmp");
    await blobStore().put(key, Readable.from([Buffer.from("in the bucket")]));
    const before = await scratchEntries();
    let copy = "";
    expect(
      await withLocalPath(key, async (filePath) => {
        copy = filePath;
        expect((await scratchEntries()).length).toBe(before.length + 1);
        return fs.readFile(filePath, "utf8");
      }),
    ).toBe("in the bucket");
    await expect(fs.stat(copy)).rejects.toMatchObject({ code: "ENOENT" });
    await expect(withLocalPath(key, async () => Promise.reject(new Error("work failed")))).rejects.toThrow("work failed");
    expect(await scratchEntries()).toEqual(before);
  });

  it("leaves no scratch folder when the blob cannot be copied", async () => {
    setS3Env(fakeS3Env(fake));
    const before = await scratchEntries();
    await expect(withLocalPath(newBlobKey("tmp"), async () => "never")).rejects.toThrow();
    expect(await scratchEntries()).toEqual(before);
  });
});
