import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import exifr from "exifr";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { locatedPhoto } from "@/test/fixtures/photos";
import { readPhotoMetadata } from "./photo-metadata";
import { jpegEdits, removeLocation } from "./remove-location";

const dir = await fs.mkdtemp(path.join(os.tmpdir(), "remove-location-"));
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function written(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(dir, name);
  await fs.writeFile(file, bytes);
  return file;
}

async function pixels(file: string): Promise<Buffer> {
  return sharp(file).raw().toBuffer();
}

describe("readPhotoMetadata", () => {
  it("reads the date in its own zone, the camera, the lens and the position", async () => {
    const meta = await readPhotoMetadata(await written("read.jpg", await locatedPhoto()));
    expect(meta.takenAt?.toISOString()).toBe("2026-11-02T09:20:30.000Z");
    expect(meta.camera).toBe("Canon EOS R5");
    expect(meta.lens).toBe("RF24-70mm F2.8 L IS USM");
    expect(meta.location?.latitude).toBeCloseTo(48.858167, 5);
    expect(meta.location?.longitude).toBeCloseTo(2.35, 5);
    expect(meta.hasLocation).toBe(true);
  });

  it("answers nothing for a file without metadata, and for one that is not an image", async () => {
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } }).jpeg().toBuffer();
    expect(await readPhotoMetadata(await written("plain.jpg", plain))).toEqual({ takenAt: null, camera: null, lens: null, location: null, hasLocation: false });
    expect((await readPhotoMetadata(await written("text.jpg", Buffer.from("not an image")))).hasLocation).toBe(false);
  });
});

describe("removeLocation", () => {
  it("takes EXIF and XMP location out of a JPEG without touching its pixels or its other tags", async () => {
    const input = await written("in.jpg", await locatedPhoto({ xmp: true }));
    const output = path.join(dir, "out.jpg");
    await removeLocation({ inputPath: input, outputPath: output, format: "jpeg" });
    expect(await exifr.gps(output)).toBeUndefined();
    expect((await fs.readFile(output)).toString("latin1")).not.toMatch(/GPS/);
    const meta = await readPhotoMetadata(output);
    expect(meta).toMatchObject({ camera: "Canon EOS R5", lens: "RF24-70mm F2.8 L IS USM", hasLocation: false, location: null });
    expect(meta.takenAt?.toISOString()).toBe("2026-11-02T09:20:30.000Z");
    expect((await pixels(output)).equals(await pixels(input))).toBe(true);
  });

  it("encodes another format again without its location", async () => {
    for (const format of ["png", "webp"] as const) {
      const input = await written(`in.${format}`, await locatedPhoto({ format }));
      expect((await readPhotoMetadata(input)).hasLocation).toBe(true);
      const output = path.join(dir, `out.${format}`);
      await removeLocation({ inputPath: input, outputPath: output, format });
      expect((await readPhotoMetadata(output)).hasLocation).toBe(false);
      expect((await sharp(output).metadata()).format).toBe(format);
    }
  });

  it("refuses to walk a JPEG header it cannot read with certainty (then the file is encoded again)", async () => {
    const photo = await locatedPhoto();
    expect(jpegEdits(photo)).not.toBeNull();
    expect(jpegEdits(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]))).toBeNull();
    expect(jpegEdits(photo.subarray(0, 40))).toBeNull();
    const cut = await written("cut.jpg", Buffer.concat([photo.subarray(0, 30), Buffer.alloc(10)]));
    await expect(removeLocation({ inputPath: cut, outputPath: path.join(dir, "cut-out.jpg"), format: "jpeg" })).rejects.toThrow();
  });
});
