import fs from "node:fs/promises";
import path from "node:path";
import { randomBase62 } from "@/lib/core/ids";
import { NO_PHOTO_METADATA, readPhotoMetadata, type PhotoMetadata } from "@/lib/platform/media/photo-metadata";
import { removeLocation } from "@/lib/platform/media/remove-location";
import { blobStore, newBlobKey, scratchRoot, withLocalPath } from "@/lib/platform/storage";
import { assetKindOf } from "./asset-kind";

/** A stored image as the Vault keeps it: its metadata, and the blob it serves (a copy without location, or the file itself). */
export type PhotoIntake = { metadata: PhotoMetadata; blobKey: string; sizeBytes: number; locationRemoved: boolean };

/** The image format sharp names for a media type, for encoding a copy in the same format. */
function formatOf(mime: string): string {
  const subtype = mime.split("/")[1] ?? "";
  return subtype === "jpg" ? "jpeg" : subtype;
}

/**
 * Reads an image's metadata and, when it carries a location the owner does not keep, writes a copy
 * without it to a blob of its own (the caller deletes it if it goes unused). Anything that is not an
 * image is taken as it is.
 */
export async function takePhoto(file: { blobKey: string; mime: string; sizeBytes: number }, { keepLocation }: { keepLocation: boolean }): Promise<PhotoIntake> {
  const asIs = { metadata: NO_PHOTO_METADATA, blobKey: file.blobKey, sizeBytes: file.sizeBytes, locationRemoved: false };
  if (assetKindOf(file.mime) !== "image") return asIs;
  return withLocalPath(file.blobKey, async (filePath) => {
    const metadata = await readPhotoMetadata(filePath);
    if (!metadata.hasLocation || keepLocation) return { ...asIs, metadata };
    return { metadata, ...(await storeWithoutLocation(filePath, file.mime)), locationRemoved: true };
  });
}

/** Writes the file without its location to a new blob. */
export async function storeWithoutLocation(filePath: string, mime: string): Promise<{ blobKey: string; sizeBytes: number }> {
  const workDir = path.join(scratchRoot(), `unlocate-${randomBase62(12)}`);
  await fs.mkdir(workDir, { recursive: true });
  try {
    const outputPath = path.join(workDir, "photo");
    await removeLocation({ inputPath: filePath, outputPath, format: formatOf(mime) });
    const { size } = await fs.stat(outputPath);
    const blobKey = newBlobKey("vault");
    // The disk store moves the file into place.
    await blobStore().putFile(blobKey, outputPath);
    return { blobKey, sizeBytes: size };
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}
