import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertBlobKey, BlobTooLargeError, type BlobStat, type BlobStore, type ByteRange } from "./blob-store";

/** Blobs as files under one root directory; writes go to a temp name and are renamed into place. */
export class LocalDiskStore implements BlobStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertBlobKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, source: Readable | AsyncIterable<Uint8Array>, opts: { maxBytes?: number } = {}): Promise<BlobStat> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.partial`;
    let sizeBytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        sizeBytes += chunk.length;
        if (opts.maxBytes !== undefined && sizeBytes > opts.maxBytes) done(new BlobTooLargeError(opts.maxBytes));
        else done(null, chunk);
      },
    });
    try {
      const readable = source instanceof Readable ? source : Readable.from(source);
      await pipeline(readable, counter, fs.createWriteStream(partial, { mode: 0o600 }));
      await fsp.rename(partial, target);
    } catch (error) {
      await fsp.rm(partial, { force: true });
      throw error;
    }
    return { sizeBytes };
  }

  async putFile(key: string, filePath: string): Promise<BlobStat> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    try {
      await fsp.rename(filePath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
      await fsp.copyFile(filePath, target);
      await fsp.rm(filePath, { force: true });
    }
    const { size } = await fsp.stat(target);
    return { sizeBytes: size };
  }

  read(key: string, range?: ByteRange): Readable {
    return fs.createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<BlobStat | null> {
    try {
      const { size } = await fsp.stat(this.pathOf(key));
      return { sizeBytes: size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async localPath(key: string): Promise<string> {
    return this.pathOf(key);
  }
}
