import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sniffBytes, sniffFile } from "./sniff";
import { MP4_CODECS, WEBM_CODECS, ffmpegFixture, gradient, makeAnimatedGif, makeClip, makeTempDir } from "../../../test/fixtures/media";

const dir = makeTempDir("sniff");
// Every fixture carries a misleading name: sniffing must look at bytes only.
const file = (name: string) => path.join(dir, `${name}.bin`);

beforeAll(async () => {
  const image = gradient(24, 16);
  await Promise.all([
    image.clone().jpeg().toFile(file("jpeg")),
    image.clone().png().toFile(file("png")),
    image.clone().webp().toFile(file("webp")),
    image.clone().avif({ effort: 0 }).toFile(file("avif")),
    image.clone().tiff().toFile(file("tiff")),
    makeAnimatedGif(file("gif")),
  ]);
  const tone = ["-f", "lavfi", "-i", "sine=duration=0.5"];
  await makeClip(file("mp4"), { codecArgs: [...MP4_CODECS, "-f", "mp4"] });
  await makeClip(file("mov"), { codecArgs: [...MP4_CODECS, "-f", "mov"] });
  await makeClip(file("webm"), { codecArgs: WEBM_CODECS, extraArgs: ["-f", "webm"] });
  await makeClip(file("mkv"), { codecArgs: [...MP4_CODECS, "-f", "matroska"] });
  await makeClip(file("avi"), { codecArgs: ["-c:v", "mpeg4", "-c:a", "mp3", "-f", "avi"] });
  await ffmpegFixture([...tone, "-f", "mp3", file("mp3-id3")]);
  await ffmpegFixture([...tone, "-id3v2_version", "0", "-write_id3v1", "0", "-f", "mp3", file("mp3-bare")]);
  await ffmpegFixture([...tone, "-f", "wav", file("wav")]);
  await ffmpegFixture([...tone, "-c:a", "libvorbis", "-f", "ogg", file("ogg")]);
  await ffmpegFixture([...tone, "-f", "flac", file("flac")]);
  await ffmpegFixture([...tone, "-c:a", "aac", "-f", "ipod", file("m4a")]);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("sniffFile", () => {
  it.each([
    ["jpeg", "image", "jpeg", "image/jpeg"],
    ["png", "image", "png", "image/png"],
    ["webp", "image", "webp", "image/webp"],
    ["gif", "image", "gif", "image/gif"],
    ["avif", "image", "avif", "image/avif"],
    ["tiff", "image", "tiff", "image/tiff"],
    ["mp4", "video", "mp4", "video/mp4"],
    ["mov", "video", "mov", "video/quicktime"],
    ["webm", "video", "webm", "video/webm"],
    ["mkv", "video", "mkv", "video/x-matroska"],
    ["avi", "video", "avi", "video/x-msvideo"],
    ["mp3-id3", "audio", "mp3", "audio/mpeg"],
    ["mp3-bare", "audio", "mp3", "audio/mpeg"],
    ["wav", "audio", "wav", "audio/wav"],
    ["ogg", "audio", "ogg", "audio/ogg"],
    ["flac", "audio", "flac", "audio/flac"],
    ["m4a", "audio", "m4a", "audio/mp4"],
  ])("recognises %s by its bytes", async (name, kind, format, mime) => {
    expect(await sniffFile(file(name))).toEqual({ kind, format, mime });
  });

  it("recognises HEIC and generic HEIF by ftyp brand", () => {
    expect(sniffBytes(ftyp("heic", ["mif1", "heic"]))).toEqual({ kind: "image", format: "heif", mime: "image/heic" });
    expect(sniffBytes(ftyp("mif1", ["mif1"]))).toEqual({ kind: "image", format: "heif", mime: "image/heif" });
    expect(sniffBytes(ftyp("mif1", ["mif1", "avif"]))).toEqual({ kind: "image", format: "avif", mime: "image/avif" });
  });

  it("tells M4A audio from MP4 video by ftyp brand", () => {
    expect(sniffBytes(ftyp("M4A ", ["M4A ", "mp42", "isom"]))?.format).toBe("m4a");
    expect(sniffBytes(ftyp("isom", ["isom", "iso2", "avc1", "mp41"]))?.format).toBe("mp4");
    expect(sniffBytes(ftyp("abcd", ["mp42"]))?.format).toBe("mp4");
  });

  it.each([
    ["SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><image href="text:/etc/passwd"/></svg>')],
    ["XML-prefixed SVG", Buffer.from('<?xml version="1.0"?><svg></svg>')],
    ["BMP", Buffer.concat([Buffer.from("BM"), Buffer.alloc(60)])],
    ["PSD", Buffer.concat([Buffer.from("8BPS"), Buffer.alloc(40)])],
    ["GIMP palette", Buffer.from("GIMP Palette\nName: x\n")],
    ["HLS playlist", Buffer.from("#EXTM3U\n#EXTINF:1,\nfile:///etc/passwd\n")],
    ["ffconcat script", Buffer.from("ffconcat version 1.0\nfile /etc/passwd\n")],
    ["PDF", Buffer.from("%PDF-1.7\n")],
    ["RIFF of another form", Buffer.concat([Buffer.from("RIFF\0\0\0\0ACON"), Buffer.alloc(20)])],
    ["ftyp with unknown brands", ftyp("zzzz", ["yyyy"])],
    ["EBML of another doctype", Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, 0x61, 0x62, 0x63, 0x64])],
    ["frame-sync lookalike with a reserved layer", Buffer.from([0xff, 0xe0, 0x90, 0x00, 0x00])],
    ["empty file", Buffer.alloc(0)],
    ["text", Buffer.from("hello world, not media")],
  ])("refuses %s", async (_name, bytes) => {
    const target = path.join(dir, "refused.png");
    fs.writeFileSync(target, bytes);
    expect(await sniffFile(target)).toBeNull();
  });
});

function ftyp(major: string, compatible: string[]): Buffer {
  const size = 16 + compatible.length * 4;
  const header = Buffer.alloc(8);
  header.writeUInt32BE(size, 0);
  header.write("ftyp", 4, "latin1");
  return Buffer.concat([header, Buffer.from(major + "\0\0\0\0" + compatible.join(""), "latin1"), Buffer.alloc(32)]);
}
