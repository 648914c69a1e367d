import fs from "node:fs/promises";
import path from "node:path";
import { randomBase62 } from "@/lib/core/ids";
import { NO_PHOTO_METADATA, readPhotoMetadata, type PhotoMetadata } from "@/lib/platform/media/photo-metadata";
import { removeLocation } from "@/lib/platform/media/remove-location";
import { readVideoLocation, removeVideoLocation } from "@/lib/platform/media/video-location";
import { blobStore, newBlobKey, scratchRoot, withLocalPath } from "@/lib/platform/storage";
import { assetKindOf } from "./asset-kind";

/** A stored image as the Vault keeps it: its metadata, and the blob it serves (a copy without location, or the file itself). */
export type PhotoIntake = { metadata: PhotoMetadata; blobKey: string; sizeBytes: number; locationRemoved: boolean };

/** The image format sharp names for a media type, for encoding a copy in the same format. */
function formatOf(mime: string): string {
  const subtype = mime.split("/")[1] ?? "";
  return subtype === "jpg" ? "jpeg" : subtype;
}

/** Images and videos are the files that can say where they were taken. */
export function mayCarryLocation(mime: string): boolean {
  const kind = assetKindOf(mime);
  return kind === "image" || kind === "video";
}

/**
 * Reads an image's metadata (a video's location) and, when it carries a location the owner does not keep,
 * writes a copy without it to a blob of its own (the caller deletes it if it goes unused). Anything else is
 * taken as it is.
 */
export async function takePhoto(file: { blobKey: string; mime: string; sizeBytes: number }, { keepLocation }: { keepLocation: boolean }): Promise<PhotoIntake> {
  const asIs = { metadata: NO_PHOTO_METADATA, blobKey: file.blobKey, sizeBytes: file.sizeBytes, locationRemoved: false };
  if (!mayCarryLocation(file.mime)) return asIs;
  return withLocalPath(file.blobKey, async (filePath) => {
    const metadata = await readMetadata(filePath, file.mime);
    if (!metadata.hasLocation || keepLocation) return { ...asIs, metadata };
    return { metadata, ...(await storeWithoutLocation(filePath, file.mime)), locationRemoved: true };
  });
}

/** An image's metadata, or of a video the location alone (its size and length are read when it is stored). */
export async function readMetadata(filePath: string, mime: string): Promise<PhotoMetadata> {
  if (assetKindOf(mime) === "image") return readPhotoMetadata(filePath);
  return { ...NO_PHOTO_METADATA, ...(await readVideoLocation(filePath)) };
}

/** Writes the file without its location to a new blob. */
export async function storeWithoutLocation(filePath: string, mime: string): Promise<{ blobKey: string; sizeBytes: number }> {
  const workDir = path.join(scratchRoot(), `unlocate-${randomBase62(12)}`);
  await fs.mkdir(workDir, { recursive: true });
  try {
    const outputPath = path.join(workDir, "photo");
    if (assetKindOf(mime) === "video") await removeVideoLocation({ inputPath: filePath, outputPath });
    else await removeLocation({ inputPath: filePath, outputPath, format: formatOf(mime) });
    const { size } = await fs.stat(outputPath);
    const blobKey = newBlobKey("vault");
    // The disk store moves the file into place.
    await blobStore().putFile(blobKey, outputPath);
    return { blobKey, sizeBytes: size };
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}
