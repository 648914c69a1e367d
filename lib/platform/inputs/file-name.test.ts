import { describe, expect, it } from "vitest";
import { fileNameFromContentDisposition, fileNameFromUrl, sanitizeFileName } from "./file-name";

describe("sanitizeFileName", () => {
  it.each([
    ["photo.jpg", "photo.jpg"],
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\me\\Desktop\\cat.png", "cat.png"],
    ["evil\u0000name\u0007.png", "evilname.png"],
    ["invoice\u202Egnp.exe", "invoicegnp.exe"],
    ["  .hidden  ", "hidden"],
    ["...", "fallback"],
    ["", "fallback"],
    [null, "fallback"],
    ["dir/", "fallback"],
    ["фото 2024.jpeg", "фото 2024.jpeg"],
  ])("%j → %j", (name, expected) => {
    expect(sanitizeFileName({ name, fallback: "fallback" })).toBe(expected);
  });

  it.each([
    ["LRM and RLM", "invoice\u200Egnp\u200F.exe", "invoicegnp.exe"],
    ["word joiner", "pass\u2060word.txt", "password.txt"],
    ["zero-width space, joiners and BOM", "\uFEFFa\u200Bb\u200Cc\u200Dd.png", "abcd.png"],
    ["bidi embeddings, overrides and isolates", "x\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069y.jpg", "xy.jpg"],
    ["Arabic letter mark, soft hyphen, invisible operators", "a\u061Cb\u00ADc\u2061\u2062\u2063\u2064d.gif", "abcd.gif"],
    ["interlinear annotations and language tags", "a\uFFF9b\uFFFAc\uFFFBd\u{E0001}\u{E0065}\u{E007F}.webp", "abcd.webp"],
    ["line and paragraph separators", "a\u2028b\u2029c.mp4", "abc.mp4"],
    ["only invisible characters", "\u200E\u200F\u2060", "fallback"],
  ])("drops invisible format characters: %s", (_what, name, expected) => {
    const cleaned = sanitizeFileName({ name, fallback: "fallback" });
    expect(cleaned).toBe(expected);
    expect(cleaned).not.toMatch(/[\p{Cc}\p{Cf}]/u);
  });

  it("bounds the length by characters, not UTF-16 units", () => {
    const name = sanitizeFileName({ name: `${"😀".repeat(300)}.png`, fallback: "x" });
    expect(Array.from(name)).toHaveLength(200);
    expect(name).toBe(`${"😀".repeat(200)}`);
  });
});

describe("fileNameFromContentDisposition", () => {
  it.each([
    [`attachment; filename="report.pdf"`, "report.pdf"],
    [`attachment; filename=report.pdf`, "report.pdf"],
    [`attachment; filename="with \\"quotes\\".txt"`, `with "quotes".txt`],
    [`attachment; filename="fallback.txt"; filename*=UTF-8''%E2%82%AC%20rates.txt`, "€ rates.txt"],
    [`attachment; filename*=utf-8''%ZZbad; filename="plain.txt"`, "plain.txt"],
    [`inline`, undefined],
    [undefined, undefined],
  ])("%s → %s", (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });
});

describe("fileNameFromUrl", () => {
  it("takes the decoded last path segment", () => {
    expect(fileNameFromUrl(new URL("https://cdn.example.com/a/b/summer%20beach.jpg?w=100"))).toBe("summer beach.jpg");
    expect(fileNameFromUrl(new URL("https://cdn.example.com/"))).toBeUndefined();
    expect(fileNameFromUrl(new URL("https://cdn.example.com/%E0%A4%A"))).toBeUndefined();
  });
});
