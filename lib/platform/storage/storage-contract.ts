import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import { BlobMissingError, BlobTooLargeError, newBlobKey, type BlobStore } from "./blob-store";

/** Stores are made lazily: a server started in `beforeAll` is only known by then. */
export type ContractTarget = {
  store: () => BlobStore;
  /** The same store reached with a wrong secret, or why this target cannot show a refusal. */
  wrongSecret: { store: () => BlobStore } | { skip: string };
};

// More than one 8 MiB part, so S3 stores take the multipart path.
const LARGE_BYTES = 11 * 1024 * 1024 + 123;

/** What every blob store must do; each driver's test file runs it against a real or in-process server. */
export function storageContract(name: string, target: ContractTarget): void {
  describe(`blob store contract: ${name}`, () => {
    const scratch = path.join(os.tmpdir(), `darkroom-contract-${randomBytes(6).toString("hex")}`);
    const store = () => target.store();
    afterAll(() => fs.rm(scratch, { recursive: true, force: true }));

    it("puts bytes and reads them back whole, with their size", async () => {
      const key = newBlobKey("tmp");
      const bytes = randomBytes(4096);
      expect(await store().put(key, Readable.from([bytes]))).toEqual({ sizeBytes: 4096 });
      expect(await buffer(await store().open(key))).toEqual(bytes);
      expect(await store().stat(key)).toEqual({ sizeBytes: 4096 });
    });

    it("streams a put of unknown length larger than one upload part", async () => {
      const key = newBlobKey("tmp");
      const source = pattern(LARGE_BYTES);
      expect(await store().put(key, source.chunks())).toEqual({ sizeBytes: LARGE_BYTES });
      expect(sha256(await buffer(await store().open(key)))).toBe(source.sha256);
    });

    it("reads a byte range", async () => {
      const key = newBlobKey("tmp");
      await store().put(key, Readable.from([Buffer.from("0123456789abcdef")]));
      expect((await buffer(await store().open(key, { start: 4, end: 9 }))).toString()).toBe("456789");
      expect((await buffer(await store().open(key, { start: 15, end: 15 }))).toString()).toBe("f");
    });

    it("refuses a put past maxBytes and keeps nothing of it", async () => {
      const key = newBlobKey("tmp");
      await expect(store().put(key, pattern(LARGE_BYTES).chunks(), { maxBytes: 9 * 1024 * 1024 })).rejects.toBeInstanceOf(BlobTooLargeError);
      expect(await store().stat(key)).toBeNull();
    });

    it("moves a local file in, and hands out a local copy of a blob in a scratch folder", async () => {
      await fs.mkdir(scratch, { recursive: true });
      const file = path.join(scratch, "input.bin");
      const bytes = randomBytes(1000);
      await fs.writeFile(file, bytes);
      const key = newBlobKey("tmp");
      expect(await store().putFile(key, file)).toEqual({ sizeBytes: 1000 });
      await expect(fs.stat(file)).rejects.toMatchObject({ code: "ENOENT" });
      expect(await fs.readFile(await store().localPath(key, path.join(scratch, "work")))).toEqual(bytes);
    });

    it("replaces a blob whole when a put repeats its key (delivery variants are stored under a key every process computes alike)", async () => {
      const key = newBlobKey("tmp");
      await store().put(key, Readable.from([randomBytes(5000)]));
      const second = randomBytes(1200);
      expect(await store().put(key, Readable.from([second]))).toEqual({ sizeBytes: 1200 });
      expect(await buffer(await store().open(key))).toEqual(second);
      expect(await store().stat(key)).toEqual({ sizeBytes: 1200 });
    });

    it("stores one key written by two puts at once whole, and both succeed (two processes rendering one variant)", async () => {
      const key = newBlobKey("tmp");
      const bytes = randomBytes(64 * 1024);
      // Each writer hands over its bytes in parts, each part after the other writer's, so the two writes overlap throughout.
      const turns = Array.from({ length: 8 }, () => {
        let resolve!: () => void;
        return { promise: new Promise<void>((r) => (resolve = r)), resolve: () => resolve() };
      });
      const writer = async function* (first: boolean): AsyncGenerator<Uint8Array> {
        for (let part = 0; part < 4; part++) {
          const turn = part * 2 + (first ? 0 : 1);
          if (turn > 0) await turns[turn - 1].promise;
          yield bytes.subarray(part * 16 * 1024, (part + 1) * 16 * 1024);
          turns[turn].resolve();
        }
      };
      const puts = await Promise.all([store().put(key, Readable.from(writer(true))), store().put(key, Readable.from(writer(false)))]);
      expect(puts).toEqual([{ sizeBytes: bytes.length }, { sizeBytes: bytes.length }]);
      expect(await buffer(await store().open(key))).toEqual(bytes);
    });

    it("deletes, after which the blob is gone and a second delete is harmless", async () => {
      const key = newBlobKey("tmp");
      await store().put(key, Readable.from([Buffer.from("bye")]));
      await store().delete(key);
      expect(await store().stat(key)).toBeNull();
      await expect(store().open(key)).rejects.toBeInstanceOf(BlobMissingError);
      await store().delete(key);
    });

    const wrong = target.wrongSecret;
    if ("skip" in wrong) it.skip(`refuses a wrong secret (skipped: ${wrong.skip})`, () => {});
    else
      it("refuses a wrong secret: nothing is written or read", async () => {
        const key = newBlobKey("tmp");
        const refused = { $metadata: { httpStatusCode: 403 } };
        await expect(wrong.store().put(key, Readable.from([Buffer.from("x")]))).rejects.toMatchObject(refused);
        expect(await store().stat(key)).toBeNull();
        await store().put(key, Readable.from([Buffer.from("mine")]));
        await expect(wrong.store().open(key)).rejects.toMatchObject(refused);
        await expect(wrong.store().stat(key)).rejects.toMatchObject(refused);
      });
  });
}

function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** A deterministic byte stream of `size` bytes in uneven chunks, with the hash of the whole. */
function pattern(size: number): { chunks: () => AsyncGenerator<Uint8Array>; sha256: string } {
  const block = createHash("sha512").update("darkroom").digest();
  const piece = Buffer.concat(Array.from({ length: 1000 }, (_, i) => Buffer.concat([block, Buffer.from([i % 251])])));
  const hash = createHash("sha256");
  for (let sent = 0; sent < size; sent += piece.length) hash.update(piece.subarray(0, Math.min(piece.length, size - sent)));
  return {
    sha256: hash.digest("hex"),
    async *chunks() {
      for (let sent = 0; sent < size; sent += piece.length) yield piece.subarray(0, Math.min(piece.length, size - sent));
    },
  };
}
