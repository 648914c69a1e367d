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

  it("reads an opened blob whole though it is deleted before its bytes are read (a large delivered file mid-answer)", async () => {
    const key = newBlobKey("tmp");
    const bytes = Buffer.alloc(1024 * 1024, 7);
    await disk.put(key, Readable.from([bytes]));
    const opened = await disk.open(key);
    await disk.delete(key);
    const chunks: Buffer[] = [];
    for await (const chunk of opened) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect(await disk.stat(key)).toBeNull();
  });

  it("offers no presigned link", async () => {
    expect(await disk.presignedGet(newBlobKey("tmp"), { expiresInSeconds: 60, contentType: "text/plain", contentDisposition: "inline" })).toBeNull();
  });
});

describe("LocalDiskStore file modes", () => {
  const modeOf = async (file: string) => (await fs.stat(file)).mode & 0o777;

  it("stores blobs 0600 in 0700 folders, whether streamed or moved in from a 0644 file", async () => {
    const streamed = newBlobKey("tmp");
    await disk.put(streamed, Readable.from([Buffer.from("streamed")]));
    const scratchFile = path.join(root, "scratch-output.bin");
    await fs.writeFile(scratchFile, "moved", { mode: 0o644 });
    const moved = newBlobKey("tmp");
    await disk.putFile(moved, scratchFile);
    for (const key of [streamed, moved]) {
      expect(await modeOf(path.join(root, key))).toBe(0o600);
      expect(await modeOf(path.dirname(path.join(root, key)))).toBe(0o700);
    }
  });

  it("moves a file into a folder it makes when missing, then into the folder it made", async () => {
    const keys = ["fresh/2026-11/aaaaaaaaaaaaaaaaaaaaaaaa", "fresh/2026-11/bbbbbbbbbbbbbbbbbbbbbbbb"];
    for (const key of keys) {
      const scratchFile = path.join(root, `scratch-${path.basename(key)}`);
      await fs.writeFile(scratchFile, key);
      expect(await disk.putFile(key, scratchFile)).toEqual({ sizeBytes: key.length });
      await expect(fs.stat(scratchFile)).rejects.toMatchObject({ code: "ENOENT" });
    }
    for (const key of keys) expect(await fs.readFile(path.join(root, key), "utf8")).toBe(key);
    expect(await modeOf(path.join(root, "fresh/2026-11"))).toBe(0o700);
  });
});
