import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/errors";
import { parseMultipart } from "./multipart";

const MiB = 1024 * 1024;
const BOUNDARY = "----darkroom-test-boundary";
const root = fs.mkdtempSync(path.join(os.tmpdir(), "multipart-"));
let destDir: string;

beforeEach(() => {
  destDir = fs.mkdtempSync(path.join(root, "case-"));
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

function formRequest(form: FormData): Request {
  return new Request("http://darkroom.test/api/v1/convert", { method: "POST", body: form });
}

function rawRequest(body: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`): Request {
  return new Request("http://darkroom.test/api/v1/convert", { method: "POST", headers: { "content-type": contentType }, body });
}

function part(name: string, value: string, fileName?: string): string {
  const disposition = `form-data; name="${name}"${fileName === undefined ? "" : `; filename="${fileName}"`}`;
  const type = fileName === undefined ? "" : "Content-Type: application/octet-stream\r\n";
  return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n${value}\r\n`;
}

function body(...parts: string[]): string {
  return `${parts.join("")}--${BOUNDARY}--\r\n`;
}

async function parseError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

function leftovers(): string[] {
  return fs.readdirSync(destDir);
}

describe("parseMultipart", () => {
  it("streams a multi-megabyte file to disk byte for byte and returns the text fields", async () => {
    const bytes = randomBytes(5 * MiB + 123);
    const form = new FormData();
    form.append("format", "webp");
    form.append("quality", "80");
    form.append("file", new File([bytes], "holiday photo.JPG", { type: "Image/JPEG" }));
    form.append("caption", "ünïcødé ✓");

    const result = await parseMultipart({ request: formRequest(form), maxFileBytes: 10 * MiB, destDir });

    expect(result.fields).toEqual({ format: "webp", quality: "80", caption: "ünïcødé ✓" });
    expect(result.file).toMatchObject({ fileName: "holiday photo.JPG", sizeBytes: bytes.length, declaredMime: "image/jpeg" });
    expect(path.dirname(result.file!.path)).toBe(destDir);
    expect(fs.readFileSync(result.file!.path).equals(bytes)).toBe(true);
    await result.cleanup();
    await result.cleanup();
    expect(leftovers()).toEqual([]);
  });

  it("makes the destination folder when it is missing", async () => {
    const form = new FormData();
    form.append("file", new File([Buffer.from("bytes")], "a.bin"));
    const missing = path.join(destDir, "not", "yet");
    const result = await parseMultipart({ request: formRequest(form), maxFileBytes: MiB, destDir: missing });
    expect(path.dirname(result.file!.path)).toBe(missing);
    expect(fs.readFileSync(result.file!.path, "utf8")).toBe("bytes");
    await result.cleanup();
  });

  it("writes the file while the upload is still arriving (never buffers it whole)", async () => {
    const encoder = new TextEncoder();
    const head = encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n\r\n`);
    const tail = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
    const chunk = new Uint8Array(256 * 1024).fill(42);
    let sent = 0;
    let sawFileBeforeEnd = false;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent === 8) {
          // Hold the rest of the upload back until part of it is on disk.
          for (let tries = 0; tries < 200 && !sawFileBeforeEnd; tries += 1) {
            sawFileBeforeEnd = leftovers().some((name) => fs.statSync(path.join(destDir, name)).size > 0);
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        }
        if (sent === 16) {
          controller.enqueue(tail);
          return controller.close();
        }
        controller.enqueue(chunk);
        sent += 1;
      },
    });
    const request = new Request("http://darkroom.test/", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: stream,
      duplex: "half",
    } as RequestInit);

    const result = await parseMultipart({ request, maxFileBytes: 10 * MiB, destDir });

    expect(sawFileBeforeEnd).toBe(true);
    expect(result.file?.sizeBytes).toBe(16 * chunk.length);
    await result.cleanup();
  });

  it("refuses a file over maxFileBytes with 413 and leaves nothing on disk", async () => {
    const form = new FormData();
    form.append("file", new File([randomBytes(3 * MiB)], "big.bin"));
    const error = await parseError(parseMultipart({ request: formRequest(form), maxFileBytes: MiB, destDir }));
    expect([error.code, error.status, error.message]).toEqual(["file_too_large", 413, "The uploaded file is larger than the 1 MiB limit"]);
    expect(leftovers()).toEqual([]);
  });

  it("accepts a file of exactly maxFileBytes", async () => {
    const form = new FormData();
    form.append("file", new File([randomBytes(MiB)], "exact.bin"));
    const result = await parseMultipart({ request: formRequest(form), maxFileBytes: MiB, destDir });
    expect(result.file?.sizeBytes).toBe(MiB);
    await result.cleanup();
  });

  it("returns fields without a file, and treats a browser's empty 'no file chosen' part as no file", async () => {
    const fieldsOnly = await parseMultipart({ request: rawRequest(body(part("url", "https://example.com/a.png"))), maxFileBytes: MiB, destDir });
    expect(fieldsOnly).toMatchObject({ fields: { url: "https://example.com/a.png" }, file: undefined });
    const emptyPick = await parseMultipart({ request: rawRequest(body(part("file", "", ""), part("url", "https://example.com/b.png"))), maxFileBytes: MiB, destDir });
    expect(emptyPick.file).toBeUndefined();
    expect(emptyPick.fields).toEqual({ url: "https://example.com/b.png" });
    expect(leftovers()).toEqual([]);
  });

  it("reads a browser's UTF-8 file name as UTF-8", async () => {
    const form = new FormData();
    form.append("file", new File(["abc"], 'été "✓".jpg', { type: "image/jpeg" }));
    const result = await parseMultipart({ request: formRequest(form), maxFileBytes: MiB, destDir });
    // Browsers send the name's UTF-8 bytes as they are and escape its quotes as %22.
    expect(result.file?.fileName).toBe("été %22✓%22.jpg");
    await result.cleanup();
  });

  it("sanitizes the client's file name and keeps it out of the temp path", async () => {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename*=utf-8''..%2F..%2Fetc%2Fpa%07ss%E2%80%AEwd\r\n\r\nabc\r\n`;
    const result = await parseMultipart({ request: rawRequest(body(head)), maxFileBytes: MiB, destDir });
    expect(result.file?.fileName).toBe("passwd");
    expect(path.basename(result.file!.path)).toMatch(/^upload-[0-9A-Za-z]{20}$/);
    expect(fs.readFileSync(result.file!.path, "utf8")).toBe("abc");
    await result.cleanup();
  });

  it("takes up to maxFiles file parts, each in its own temp file in order; one more is refused and nothing is left", async () => {
    const files = [randomBytes(300_000), Buffer.from("second"), randomBytes(70_000)];
    const form = new FormData();
    form.append("steps", "[]");
    files.forEach((bytes, i) => form.append("file", new File([bytes], `photo-${i}.jpg`)));
    const result = await parseMultipart({ request: formRequest(form), maxFileBytes: MiB, maxFiles: 3, destDir, hashFile: true });
    expect(result.files.map((file) => file.fileName)).toEqual(["photo-0.jpg", "photo-1.jpg", "photo-2.jpg"]);
    expect(result.files.map((file) => fs.readFileSync(file.path).equals(files[result.files.indexOf(file)]))).toEqual([true, true, true]);
    expect(result.files.map((file) => file.sha256)).toEqual(files.map((bytes) => createHash("sha256").update(bytes).digest("hex")));
    expect(result.file).toBe(result.files[0]);
    expect(new Set(result.files.map((file) => file.path)).size).toBe(3);
    await result.cleanup();
    expect(leftovers()).toEqual([]);

    const error = await parseError(parseMultipart({ request: rawRequest(body(part("file", "1", "a.png"), part("file", "2", "b.png"), part("file", "3", "c.png"))), maxFileBytes: MiB, maxFiles: 2, destDir }));
    expect([error.code, error.message]).toEqual(["invalid_request", "At most 2 files can be uploaded per request"]);
    expect(leftovers()).toEqual([]);
  });

  it.each([
    ["a second file", body(part("file", "one", "a.png"), part("file", "two", "b.png")), "Only one file can be uploaded per request"],
    ["a file in another field", body(part("image", "one", "a.png")), 'Unexpected file field "image"; send the upload in the field "file"'],
    ["text in the file field", body(part("file", "/etc/passwd")), 'Field "file" must be a file upload, not text (with curl: -F file=@path)'],
    ["a field name over 100 characters", body(part("n".repeat(101), "x")), "A form field name is too long"],
    ["a repeated field", body(part("format", "png"), part("format", "jpg")), 'Form field "format" appears more than once'],
    ["a body cut short", `${part("format", "png")}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nhalf a fi`, "Malformed multipart body"],
    ["garbage", "this is not multipart at all", "Malformed multipart body"],
  ])("refuses %s with invalid_request and leaves nothing on disk", async (_label, raw, message) => {
    const error = await parseError(parseMultipart({ request: rawRequest(raw), maxFileBytes: MiB, destDir }));
    expect([error.code, error.status, error.message]).toEqual(["invalid_request", 400, message]);
    expect(leftovers()).toEqual([]);
  });

  it("refuses a second file after a large first one, deleting the first", async () => {
    const form = new FormData();
    form.append("file", new File([randomBytes(2 * MiB)], "a.bin"));
    form.append("file", new File([randomBytes(10)], "b.bin"));
    const error = await parseError(parseMultipart({ request: formRequest(form), maxFileBytes: 10 * MiB, destDir }));
    expect(error.code).toBe("invalid_request");
    expect(leftovers()).toEqual([]);
  });

  it("enforces the field count and field size limits", async () => {
    const many = body(...Array.from({ length: 6 }, (_, i) => part(`f${i}`, "x")));
    const tooMany = await parseError(parseMultipart({ request: rawRequest(many), maxFileBytes: MiB, maxFields: 5, destDir }));
    expect([tooMany.code, tooMany.message]).toEqual(["invalid_request", "Too many form fields (at most 5)"]);
    const five = await parseMultipart({ request: rawRequest(body(...Array.from({ length: 5 }, (_, i) => part(`f${i}`, "x")))), maxFileBytes: MiB, maxFields: 5, destDir });
    expect(Object.keys(five.fields)).toHaveLength(5);

    const big = body(part("prompt", "p".repeat(2000)));
    const tooBig = await parseError(parseMultipart({ request: rawRequest(big), maxFileBytes: MiB, maxFieldBytes: 1024, destDir }));
    expect([tooBig.code, tooBig.status, tooBig.message]).toEqual(["payload_too_large", 413, 'Form field "prompt" is larger than 1 KiB']);
  });

  it("answers 415 for other content types and 400 for a multipart type without a boundary", async () => {
    for (const type of ["application/json", "text/plain", "application/x-www-form-urlencoded", ""]) {
      const error = await parseError(parseMultipart({ request: rawRequest("{}", type), maxFileBytes: MiB, destDir }));
      expect([error.code, error.status]).toEqual(["unsupported_media_type", 415]);
    }
    const noBoundary = await parseError(parseMultipart({ request: rawRequest(body(part("a", "b")), "multipart/form-data"), maxFileBytes: MiB, destDir }));
    expect([noBoundary.code, noBoundary.status]).toEqual(["invalid_request", 400]);
    const noBody = new Request("http://darkroom.test/", { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } });
    expect((await parseError(parseMultipart({ request: noBody, maxFileBytes: MiB, destDir }))).code).toBe("invalid_request");
  });
});

/** A request whose body arrives in chunks of the sizes `sizes(i)` gives; `pulled()` counts what the parser read of it. */
function chunkedRequest(body: Buffer, sizes: (i: number) => number = () => body.length): Request {
  let at = 0;
  let i = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= body.length) return controller.close();
      const size = Math.max(1, sizes(i++));
      controller.enqueue(new Uint8Array(body.subarray(at, at + size)));
      at += size;
    },
  });
  return new Request("http://darkroom.test/api/v1/convert", { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` }, body: stream, duplex: "half" } as RequestInit);
}

function rawPart(headers: string, value: Buffer | string): Buffer {
  return Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(value), Buffer.from("\r\n")]);
}

const closing = Buffer.from(`--${BOUNDARY}--\r\n`);

describe("parseMultipart on busboy: the format's edges", () => {
  // The file's bytes hold near-delimiters: every prefix of "\r\n--boundary" that is not the whole of it.
  const tricky = Buffer.concat([randomBytes(3000), ...Array.from({ length: BOUNDARY.length + 3 }, (_, n) => Buffer.from(`\r\n--${BOUNDARY}`.slice(0, n) + "#")), randomBytes(3000)]);
  const form = Buffer.concat([
    Buffer.from("a preamble a client may send\r\n"),
    rawPart('Content-Disposition: form-data; name="format"', "webp"),
    rawPart('Content-Disposition: form-data; name="file"; filename="shot.png"\r\nContent-Type: Image/PNG; charset=binary', tricky),
    rawPart('Content-Disposition: form-data; name="caption"', "ünïcødé ✓"),
    closing,
    Buffer.from("an epilogue, ignored"),
  ]);

  it("reads fields and a file whose bytes hold near-delimiters, however the body is cut into chunks", async () => {
    const sizes = [form.length, 1, 2, 3, BOUNDARY.length + 3, BOUNDARY.length + 4, 64, 1000, ...Array.from({ length: 20 }, () => 0)];
    for (const size of sizes) {
      const result = await parseMultipart({ request: chunkedRequest(form, () => size || 1 + Math.floor(Math.random() * 200)), maxFileBytes: MiB, destDir });
      expect(result.fields).toEqual({ format: "webp", caption: "ünïcødé ✓" });
      expect(result.file).toMatchObject({ fileName: "shot.png", declaredMime: "image/png", sizeBytes: tricky.length });
      expect(fs.readFileSync(result.file!.path).equals(tricky)).toBe(true);
      await result.cleanup();
    }
    expect(leftovers()).toEqual([]);
  });

  it("hashes the file as it streams when asked to (the Idempotency-Key fingerprint), and only then", async () => {
    const hashed = await parseMultipart({ request: chunkedRequest(form, () => 100), maxFileBytes: MiB, destDir, hashFile: true });
    expect(hashed.file?.sha256).toBe(createHash("sha256").update(tricky).digest("hex"));
    await hashed.cleanup();
    const plain = await parseMultipart({ request: chunkedRequest(form), maxFileBytes: MiB, destDir });
    expect(plain.file?.sha256).toBeUndefined();
    await plain.cleanup();
  });

  it("skips parts that are not named form-data or have no headers, and tells a file by its file name or an octet-stream type", async () => {
    const body = Buffer.concat([
      rawPart("Content-Type: text/plain", "no disposition"),
      rawPart('Content-Disposition: attachment; name="x"', "not form-data"),
      rawPart("Content-Disposition: form-data", "no name"),
      Buffer.from(`--${BOUNDARY}\r\n\r\nbare\r\n`),
      rawPart('Content-Disposition: form-data; name="file"\r\nContent-Type: application/octet-stream', "bytes"),
      rawPart('Content-Disposition: form-data; name="a"', "1"),
      closing,
    ]);
    for (const size of [body.length, 7]) {
      const result = await parseMultipart({ request: chunkedRequest(body, () => size), maxFileBytes: MiB, destDir });
      expect(result.fields).toEqual({ a: "1" });
      expect(result.file).toMatchObject({ fileName: "upload", declaredMime: "application/octet-stream", sizeBytes: 5 });
      await result.cleanup();
    }
  });

  it("finishes when a part it skips arrives with the closing delimiter in one chunk (busboy 3.2.6 alone stalls there)", async () => {
    for (const skipped of [20_000, 900 * 1024]) {
      const body = Buffer.concat([rawPart('Content-Disposition: form-data; name="a"', "1"), rawPart("Content-Type: text/plain", Buffer.alloc(skipped, "s")), closing]);
      for (const size of [body.length, 64 * 1024]) {
        const result = await parseMultipart({ request: chunkedRequest(body, () => size), maxFileBytes: MiB, destDir });
        expect(result.fields).toEqual({ a: "1" });
      }
    }
  });

  it("reads RFC 5987 (UTF-8 and ISO-8859-1) and quoted file names", async () => {
    const names: [string, string][] = [
      ["filename*=UTF-8''%C3%A9t%C3%A9%20%E2%9C%93.jpg", "été ✓.jpg"],
      ["filename*=iso-8859-1'fr'%E9t%E9.jpg", "été.jpg"],
      ['filename="say \\"cheese\\"; now.jpg"', 'say "cheese"; now.jpg'],
      ['filename="été ✓.jpg"', "été ✓.jpg"],
    ];
    for (const [parameter, expected] of names) {
      const body = Buffer.concat([rawPart(`Content-Disposition: form-data; name="file"; ${parameter}`, "abc"), closing]);
      const result = await parseMultipart({ request: chunkedRequest(body, () => 5), maxFileBytes: MiB, destDir });
      expect(result.file?.fileName, parameter).toBe(expected);
      await result.cleanup();
    }
  });

  const field = rawPart('Content-Disposition: form-data; name="a"', "1");
  it.each([
    ["a body that ends before its closing delimiter", field, 7],
    ["a body with no delimiter at all", Buffer.from("this is not multipart"), 7],
    ["a delimiter followed by neither a line break nor --", Buffer.from(`--${BOUNDARY}xx\r\n`), 7],
    ["over 1 MiB of preamble", Buffer.concat([Buffer.alloc(MiB + 1, "p"), field, closing]), 4096],
    ["over 1 MiB in a part no one reads", Buffer.concat([rawPart("Content-Type: text/plain", Buffer.alloc(MiB + 1, "s")), closing]), 4096],
    ["endless parts that are only headers", Buffer.concat([...Array.from({ length: 60_000 }, () => rawPart("X-Nothing: here", "")), closing]), 4096],
    ["over 1 MiB of epilogue", Buffer.concat([field, closing, Buffer.alloc(MiB + 1, "e")]), 4096],
  ])("refuses %s with 400 invalid_request, leaving nothing on disk", async (_label, body, chunk) => {
    for (const size of [body.length, chunk]) {
      const error = await parseError(parseMultipart({ request: chunkedRequest(body, () => size), maxFileBytes: MiB, destDir }));
      expect([error.code, error.status]).toEqual(["invalid_request", 400]);
    }
    expect(leftovers()).toEqual([]);
  });

  it("refuses a field the moment it passes its limit, without reading the rest of an endless body", async () => {
    let pulled = 0;
    const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="prompt"\r\n\r\n`);
    const slice = Buffer.alloc(16 * 1024, "p");
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = pulled === 0 ? head : slice;
        pulled += chunk.length;
        controller.enqueue(new Uint8Array(chunk));
      },
    });
    const request = new Request("http://darkroom.test/", { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` }, body: stream, duplex: "half" } as RequestInit);
    const error = await parseError(parseMultipart({ request, maxFileBytes: MiB, maxFieldBytes: 64 * 1024, destDir }));
    expect([error.code, error.message]).toEqual(["payload_too_large", 'Form field "prompt" is larger than 64 KiB']);
    expect(pulled).toBeLessThan(256 * 1024);
  });
});
