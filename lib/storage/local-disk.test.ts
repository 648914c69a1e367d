import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { newBlobKey, type BlobStore } from "./blob-store";
import { LocalDiskStore } from "./local-disk";
import { storageContract } from "./storage-contract";

const root = path.join(os.tmpdir(), `darkroom-disk-${process.pid}-${Date.now()}`);
const disk: BlobStore = new LocalDiskStore(root);
afterAll(() => fs.rm(root, { recursive: true, force: true }));

storageContract("local disk", { store: () => disk, wrongSecret: { skip: "a local disk has no credentials" } });

describe("LocalDiskStore", () => {
  it("hands tools the blob's own file: no copy, and the scratch folder is not even created", async () => {
    const key = newBlobKey("tmp");
    await disk.put(key, Readable.from([Buffer.from("in place")]));
    const scratch = path.join(root, "never-made");
    const local = await disk.localPath(key, scratch);
    expect(local).toBe(path.join(root, key));
    await expect(fs.stat(scratch)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("offers no presigned link", async () => {
    expect(await disk.presignedGet(newBlobKey("tmp"), { expiresInSeconds: 60, contentType: "text/plain", contentDisposition: "inline" })).toBeNull();
  });
});
