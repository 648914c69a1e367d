import { createHash } from "node:crypto";
import { Readable, Writable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { blobStore, newBlobKey } from "@/lib/platform/storage";
import { unzip } from "@/test/fixtures/zip";
import { EntryNames, zipBlobs, zipEntries, type ZipEntry } from "./zip";

const bytesEntry = (name: string, bytes: Buffer): ZipEntry => ({ name, open: async () => Readable.from([bytes]) });

describe("zipEntries", () => {
  it("writes stored entries that an independent reader extracts byte for byte", async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(200_000, 1)]);
    const text = Buffer.from("alt text: a lighthouse at dusk\n");
    const files = await unzip(await buffer(zipEntries([bytesEntry("photo.jpg", jpeg), bytesEntry("photo.txt", text), bytesEntry("empty.bin", Buffer.alloc(0))])));
    expect(files.map((f) => f.name)).toEqual(["photo.jpg", "photo.txt", "empty.bin"]);
    expect(files[0].bytes.equals(jpeg)).toBe(true);
    expect(files[1].bytes.equals(text)).toBe(true);
    expect(files[2].bytes.length).toBe(0);
    // Stored, not deflated: a JPEG does not shrink, and the archive must not spend CPU trying.
    expect(files.every((f) => f.method === 0)).toBe(true);
  });

  it("names two inputs called photo.jpg photo.jpg and photo (2).jpg, and keeps names flat and printable", async () => {
    const entries = ["photo.jpg", "photo.jpg", "PHOTO.JPG", "../../etc/passwd", "a/b/photo.jpg", "li\u202Egnp.exe", ""].map((name) => bytesEntry(name, Buffer.from(name)));
    const files = await unzip(await buffer(zipEntries(entries)));
    expect(files.map((f) => f.name)).toEqual(["photo.jpg", "photo (2).jpg", "PHOTO (3).JPG", "passwd", "photo (4).jpg", "lignp.exe", "file"]);
  });

  it("opens each entry only once the one before it is written, so one source is open at a time", async () => {
    let open = 0;
    let mostOpen = 0;
    const opened: string[] = [];
    const entry = (name: string): ZipEntry => ({
      name,
      open: async () => {
        opened.push(name);
        mostOpen = Math.max(mostOpen, ++open);
        const source = Readable.from([Buffer.alloc(100_000, name.charCodeAt(0))]);
        source.once("end", () => open--);
        return source;
      },
    });
    const archive = zipEntries(["a.bin", "b.bin", "c.bin"].map(entry));
    expect(opened).toEqual([]);
    const files = await unzip(await buffer(archive));
    expect(files.map((f) => f.name)).toEqual(["a.bin", "b.bin", "c.bin"]);
    expect(mostOpen).toBe(1);
  });

  it("keeps what it holds bounded while 64 MiB pass through a slow reader", async () => {
    const total = 64 * 1024 * 1024;
    const files = 4;
    let produced = 0;
    let consumed = 0;
    let mostInFlight = 0;
    const generated = (size: number) => {
      let left = size;
      return new Readable({
        read() {
          if (left === 0) return void this.push(null);
          const chunk = Buffer.alloc(Math.min(64 * 1024, left), left & 0xff);
          left -= chunk.length;
          produced += chunk.length;
          mostInFlight = Math.max(mostInFlight, produced - consumed);
          this.push(chunk);
        },
      });
    };
    const entries = Array.from({ length: files }, (_, i): ZipEntry => ({ name: `part-${i}.bin`, open: async () => generated(total / files) }));
    const hash = createHash("sha256");
    const slowReader = new Writable({
      write(chunk: Buffer, _encoding, done) {
        consumed += chunk.length;
        hash.update(chunk);
        setImmediate(done);
      },
    });
    await pipeline(zipEntries(entries), slowReader);
    expect(consumed).toBeGreaterThan(total);
    // Everything read from the sources and not yet taken by the reader: the streams' buffers, never the files.
    expect(mostInFlight).toBeLessThan(2 * 1024 * 1024);
  });

  it("writes ZIP64 records once entries start past 4 GiB, and a reader finds the entry there", async () => {
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const gib = (): Readable => {
      let left = 1024;
      return new Readable({ read() { this.push(left-- === 0 ? null : chunk); } });
    };
    const entries: ZipEntry[] = [0, 1, 2, 3].map((i) => ({ name: `${i}.bin`, open: async () => gib() }));
    entries.push(bytesEntry("after.txt", Buffer.from("past four gibibytes")));
    // 4 GiB cannot be kept in a test: keep the size and the tail, where the central directory and the last entry are.
    const tailBytes = 2 * 1024 * 1024;
    let size = 0;
    let kept: Buffer[] = [];
    let keptBytes = 0;
    for await (const piece of zipEntries(entries)) {
      size += piece.length;
      kept.push(piece as Buffer);
      keptBytes += piece.length;
      while (keptBytes - kept[0].length >= tailBytes) keptBytes -= kept.shift()!.length;
    }
    const tail = Buffer.concat(kept);
    kept = [];
    expect(size).toBeGreaterThan(2 ** 32);
    class TailReader extends yauzl.RandomAccessReader {
      _readStreamForRange(start: number, end: number): Readable {
        if (start < size - tail.length) throw new Error(`read before the tail: ${start}`);
        return Readable.from([tail.subarray(start - (size - tail.length), end - (size - tail.length))]);
      }
    }
    const zip = await promisify<yauzl.RandomAccessReader, number, yauzl.Options, yauzl.ZipFile>(yauzl.fromRandomAccessReader)(new TailReader(), size, { lazyEntries: true, autoClose: false });
    const found: yauzl.Entry[] = [];
    await new Promise<void>((resolve, reject) => {
      zip.on("error", reject).on("end", resolve);
      zip.on("entry", (entry: yauzl.Entry) => (found.push(entry), zip.readEntry()));
      zip.readEntry();
    });
    expect(found.map((e) => [e.fileName, e.uncompressedSize])).toEqual([["0.bin", 2 ** 30], ["1.bin", 2 ** 30], ["2.bin", 2 ** 30], ["3.bin", 2 ** 30], ["after.txt", 19]]);
    const last = found[4];
    expect(last.relativeOffsetOfLocalHeader).toBeGreaterThan(2 ** 32);
    const stream = await promisify(zip.openReadStream.bind(zip))(last);
    expect((await buffer(stream)).toString()).toBe("past four gibibytes");
  });

  it("fails the stream when an entry cannot be opened, and stops reading entries when the reader goes away", async () => {
    const failing = zipEntries([bytesEntry("a.bin", Buffer.alloc(10)), { name: "gone.bin", open: () => Promise.reject(new Error("No blob is stored under this key")) }]);
    await expect(buffer(failing)).rejects.toThrow("No blob is stored");

    let openedAfterAbort = 0;
    let sourceClosed = false;
    const endless = new Readable({ read() { this.push(Buffer.alloc(64 * 1024)); } });
    endless.once("close", () => (sourceClosed = true));
    const archive = zipEntries([{ name: "endless.bin", open: async () => endless }, { name: "never.bin", open: async () => (openedAfterAbort++, Readable.from([])) }]);
    for await (const chunk of archive) {
      expect(chunk.length).toBeGreaterThan(0);
      break;
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(sourceClosed).toBe(true);
    expect(openedAfterAbort).toBe(0);
  });
});

describe("zipBlobs", () => {
  it("streams stored blobs into the archive under their names", async () => {
    const store = blobStore();
    const first = { key: newBlobKey("tmp"), bytes: Buffer.alloc(300_000, 3) };
    const second = { key: newBlobKey("tmp"), bytes: Buffer.from("second") };
    for (const blob of [first, second]) await store.put(blob.key, Readable.from([blob.bytes]));
    const files = await unzip(await buffer(zipBlobs([{ blobKey: first.key, name: "shoot.jpg" }, { blobKey: second.key, name: "shoot.jpg" }])));
    expect(files.map((f) => f.name)).toEqual(["shoot.jpg", "shoot (2).jpg"]);
    expect(files[0].bytes.equals(first.bytes)).toBe(true);
    expect(files[1].bytes.equals(second.bytes)).toBe(true);
  });
});

describe("EntryNames", () => {
  it("counts past names that are already taken literally", () => {
    const names = new EntryNames();
    expect(["a (2).jpg", "a.jpg", "a.jpg", "README", "readme"].map((n) => names.take(n))).toEqual(["a (2).jpg", "a.jpg", "a (3).jpg", "README", "readme (2)"]);
  });
});
