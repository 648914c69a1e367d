import { PassThrough, type Readable } from "node:stream";
import ZipStream from "zip-stream";
import { sanitizeFileName } from "@/lib/platform/inputs/file-name";
import { blobStore } from "@/lib/platform/storage";

/** One file of an archive: its name, and how to open its bytes when its turn comes. */
export type ZipEntry = { name: string; open: () => Promise<Readable>; modifiedAt?: Date };

/** A stored file to put in an archive under `name`. */
export type ZipBlob = { blobKey: string; name: string; modifiedAt?: Date };

/**
 * A ZIP of `entries`, streamed: each entry is opened only once the one before it is written, and its
 * bytes are stored as they are (media is already compressed; deflating it again costs CPU for nothing).
 * Memory stays bounded whatever the total size: the stream's own buffers plus ~100 bytes per entry for
 * the central directory. ZIP64 records are written once the archive needs them (past 4 GiB or 65,535 entries).
 * Names are made safe and unique (`photo.jpg`, `photo (2).jpg`). A failing entry fails the stream;
 * a consumer that stops reading (a dropped download) stops the archive and closes the open entry.
 */
export function zipEntries(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): Readable {
  const zip = new ZipStream({ store: true });
  const output = new PassThrough();
  zip.on("error", (error: Error) => output.destroy(error));
  zip.pipe(output);
  void writeEntries(zip, output, entries).catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

/** A streamed ZIP of stored files, read one at a time from the blob store. */
export function zipBlobs(files: AsyncIterable<ZipBlob> | Iterable<ZipBlob>): Readable {
  return zipEntries(blobEntries(files));
}

async function* blobEntries(files: AsyncIterable<ZipBlob> | Iterable<ZipBlob>): AsyncGenerator<ZipEntry> {
  for await (const file of files) yield { name: file.name, modifiedAt: file.modifiedAt, open: () => blobStore().open(file.blobKey) };
}

async function writeEntries(zip: ZipStream, output: PassThrough, entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): Promise<void> {
  const names = new EntryNames();
  for await (const entry of entries) {
    if (output.destroyed) return;
    const source = await entry.open();
    // A consumer gone mid-entry: close this entry's source (a file handle, an S3 GET) instead of leaving it paused.
    const closeSource = () => source.destroy();
    output.once("close", closeSource);
    try {
      await new Promise<void>((resolve, reject) => {
        zip.entry(source, { name: names.take(entry.name), date: entry.modifiedAt ?? new Date(), store: true }, (error) => (error ? reject(error) : resolve()));
      });
    } finally {
      output.off("close", closeSource);
    }
  }
  if (!output.destroyed) zip.finalize();
}

/**
 * Hands out entry names that are safe to extract (no folders, no control characters) and unique the way
 * file systems compare them (case and Unicode normalisation ignored): the second `photo.jpg` becomes `photo (2).jpg`.
 */
export class EntryNames {
  private readonly taken = new Set<string>();

  take(wanted: string): string {
    const name = sanitizeFileName({ name: wanted, fallback: "file" });
    const dot = name.lastIndexOf(".");
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    let candidate = name;
    for (let n = 2; this.taken.has(comparable(candidate)); n++) candidate = `${stem} (${n})${extension}`;
    this.taken.add(comparable(candidate));
    return candidate;
  }
}

function comparable(name: string): string {
  return name.normalize("NFC").toLowerCase();
}
