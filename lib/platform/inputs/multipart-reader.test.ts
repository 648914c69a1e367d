import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { boundaryOf, MalformedMultipartError, type PartInfo, parseParameters, readMultipart } from "./multipart-reader";

const BOUNDARY = "xYzZY-boundary";

type ReadPart = PartInfo & { body: Buffer };

async function readAll(body: Buffer, chunkSizes: (i: number) => number = () => body.length): Promise<ReadPart[]> {
  const parts: ReadPart[] = [];
  async function* chunks() {
    for (let at = 0, i = 0; at < body.length; i++) {
      const size = Math.max(1, chunkSizes(i));
      yield new Uint8Array(body.subarray(at, at + size));
      at += size;
    }
  }
  await readMultipart(chunks(), BOUNDARY, (info) => {
    const collected: Buffer[] = [];
    return {
      data: (chunk) => void collected.push(Buffer.from(chunk)),
      end: () => void parts.push({ ...info, body: Buffer.concat(collected) }),
    };
  });
  return parts;
}

function part(headers: string, body: Buffer | string): Buffer {
  return Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from("\r\n")]);
}

const close = Buffer.from(`--${BOUNDARY}--\r\n`);

describe("readMultipart", () => {
  // The file's bytes hold near-delimiters: every prefix of "\r\n--boundary" that is not the whole of it.
  const tricky = Buffer.concat([randomBytes(3000), ...Array.from({ length: BOUNDARY.length + 3 }, (_, n) => Buffer.from(`\r\n--${BOUNDARY}`.slice(0, n) + "#")), randomBytes(3000)]);
  const form = Buffer.concat([
    Buffer.from("a preamble a client may send\r\n"),
    part('Content-Disposition: form-data; name="format"', "webp"),
    part('Content-Disposition: form-data; name="file"; filename="shot.png"\r\nContent-Type: Image/PNG; charset=binary', tricky),
    part('Content-Disposition: form-data; name="caption"', "ünïcødé ✓"),
    close,
    Buffer.from("an epilogue, ignored"),
  ]);
  const expected = [
    { name: "format", fileName: undefined, mimeType: "text/plain", isFile: false, body: Buffer.from("webp") },
    { name: "file", fileName: "shot.png", mimeType: "image/png", isFile: true, body: tricky },
    { name: "caption", fileName: undefined, mimeType: "text/plain", isFile: false, body: Buffer.from("ünïcødé ✓") },
  ];

  it("reads fields and a file whose bytes hold near-delimiters, however the body is cut into chunks", async () => {
    expect(await readAll(form)).toEqual(expected);
    for (const size of [1, 2, 3, BOUNDARY.length + 3, BOUNDARY.length + 4, 64, 1000]) expect(await readAll(form, () => size)).toEqual(expected);
    for (let run = 0; run < 20; run++) expect(await readAll(form, () => 1 + Math.floor(Math.random() * 200))).toEqual(expected);
  });

  it("skips parts that are not named form-data, and tells a file by its file name or octet-stream type", async () => {
    const body = Buffer.concat([
      part("Content-Type: text/plain", "no disposition"),
      part('Content-Disposition: attachment; name="x"', "not form-data"),
      part("Content-Disposition: form-data", "no name"),
      part('Content-Disposition: form-data; name="blob"\r\nContent-Type: application/octet-stream', "bytes"),
      part('Content-Disposition: form-data; name="file"; filename=""', ""),
      close,
    ]);
    expect((await readAll(body)).map(({ name, fileName, isFile, body: bytes }) => [name, fileName, isFile, bytes.toString()])).toEqual([
      ["blob", undefined, true, "bytes"],
      ["file", "", true, ""],
    ]);
  });

  it("reads a part with no headers as unnamed and skips it", async () => {
    const body = Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n\r\nbare\r\n`), part('Content-Disposition: form-data; name="a"', "1"), close]);
    expect((await readAll(body)).map((p) => p.name)).toEqual(["a"]);
  });

  it.each([
    ["a body that ends before its closing delimiter", Buffer.concat([part('Content-Disposition: form-data; name="a"', "1")])],
    ["a body with no delimiter at all", Buffer.from("this is not multipart")],
    ["a delimiter followed by neither a line break nor --", Buffer.from(`--${BOUNDARY}xx\r\n`)],
    ["a header line without a name", part(": no name", "1")],
    ["over 1 MiB of preamble", Buffer.concat([Buffer.alloc(1024 * 1024 + 1, "p"), part('Content-Disposition: form-data; name="a"', "1"), close])],
    ["over 1 MiB in a part no one reads", Buffer.concat([part("Content-Type: text/plain", Buffer.alloc(1024 * 1024 + 1, "s")), close])],
    ["over 1 MiB of parts that are only headers", Buffer.concat([...Array.from({ length: 60_000 }, () => part("X-Nothing: here", "")), close])],
    ["over 1 MiB of epilogue", Buffer.concat([part('Content-Disposition: form-data; name="a"', "1"), close, Buffer.alloc(1024 * 1024, "e")])],
    ["part headers past 16 KiB", part(`Content-Disposition: form-data; name="a"\r\nX-Padding: ${"p".repeat(17 * 1024)}`, "1")],
  ])("refuses %s", async (_label, body) => {
    await expect(readAll(body)).rejects.toBeInstanceOf(MalformedMultipartError);
    await expect(readAll(body, () => 7)).rejects.toBeInstanceOf(MalformedMultipartError);
  });

  it("stops at a sink's error and throws it as is", async () => {
    const refused = new Error("refused");
    const chunks = (async function* () {
      yield new Uint8Array(form);
    })();
    await expect(readMultipart(chunks, BOUNDARY, () => ({ data: () => Promise.reject(refused), end: () => undefined }))).rejects.toBe(refused);
  });
});

describe("parseParameters and boundaryOf", () => {
  it("reads tokens, quoted strings with escapes, and RFC 5987 values", () => {
    expect(parseParameters(`form-data; name="file"; filename="say \\"cheese\\"; now.jpg"`)).toEqual({ value: "form-data", params: { name: "file", filename: 'say "cheese"; now.jpg' } });
    expect(parseParameters("form-data; NAME=file; filename*=UTF-8''%C3%A9t%C3%A9%20%E2%9C%93.jpg").params).toEqual({ name: "file", "filename*": "été ✓.jpg" });
    expect(parseParameters("attachment; filename*=iso-8859-1'fr'%E9t%E9.jpg").params["filename*"]).toBe("été.jpg");
    expect(parseParameters("attachment; filename*=utf-8''%E9%zz").params).toEqual({});
  });

  it("finds the boundary, quoted or not, and refuses a missing or absurd one", () => {
    expect(boundaryOf("multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW")).toBe("----WebKitFormBoundary7MA4YWxkTrZu0gW");
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b:c"')).toBe("a b:c");
    expect(boundaryOf("multipart/form-data")).toBeUndefined();
    expect(boundaryOf("multipart/form-data; boundary=")).toBeUndefined();
    expect(boundaryOf(`multipart/form-data; boundary=${"b".repeat(201)}`)).toBeUndefined();
  });
});
