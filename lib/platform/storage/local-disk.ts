import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { randomBase62 } from "@/lib/core/ids";
import { inFolderOf } from "./in-folder";
import { assertBlobKey, BlobMissingError, ByteLimit, type BlobStat, type BlobStore, type ByteRange } from "./blob-store";

/** Blobs as files under one root directory; writes go to a temp name and are renamed into place. */
export class LocalDiskStore implements BlobStore {
  readonly driver = "disk";

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertBlobKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, source: Readable | AsyncIterable<Uint8Array>, opts: { maxBytes?: number } = {}): Promise<BlobStat> {
    const target = this.pathOf(key);
    // A name of its own: two processes storing one key (a delivery variant) never write into one file.
    const partial = `${target}.${randomBase62(8)}.partial`;
    const limit = new ByteLimit(opts.maxBytes);
    const file = await inFolderOf(partial, () => fsp.open(partial, "w", 0o600));
    try {
      await pipeline(limit.pass(source), file.createWriteStream());
      await fsp.rename(partial, target);
    } catch (error) {
      await fsp.rm(partial, { force: true });
      throw error;
    }
    return { sizeBytes: limit.bytes };
  }

  async putFile(key: string, filePath: string): Promise<BlobStat> {
    const target = this.pathOf(key);
    try {
      await inFolderOf(target, () => fsp.rename(filePath, target));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
      await fsp.copyFile(filePath, target);
      await fsp.rm(filePath, { force: true });
    }
    // A moved file keeps the mode it was made with (0644 from tools): blobs are the server's alone.
    await fsp.chmod(target, 0o600);
    const { size } = await fsp.stat(target);
    return { sizeBytes: size };
  }

  async open(key: string, range?: ByteRange): Promise<Readable> {
    let file: fsp.FileHandle;
    try {
      file = await fsp.open(this.pathOf(key), "r");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new BlobMissingError();
      throw error;
    }
    return file.createReadStream(range ? { start: range.start, end: range.end } : {});
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

  // The blob's own file: no copy, so tools read it in place.
  async localPath(key: string): Promise<string> {
    return this.pathOf(key);
  }

  async ping(): Promise<void> {
    await fsp.mkdir(this.root, { recursive: true });
    await fsp.access(this.root, fsp.constants.R_OK | fsp.constants.W_OK);
  }

  async presignedGet(): Promise<null> {
    return null;
  }

  async sweepUnfinished(before: Date): Promise<number> {
    let removed = 0;
    const entries = await fsp.readdir(this.root, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    for (const entry of entries.filter((name) => name.endsWith(".partial"))) {
      const file = path.join(this.root, entry);
      const stat = await fsp.stat(file).catch(() => null);
      if (!stat || stat.mtimeMs >= before.getTime()) continue;
      await fsp.rm(file, { force: true });
      removed++;
    }
    return removed;
  }
}
