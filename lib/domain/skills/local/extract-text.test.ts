import { afterAll, describe, expect, it } from "vitest";
import { extractText } from "./extract-text";
import { releaseOcrWorker } from "./ocr-worker";
import { svgOf, writeSvg } from "../../../../test/fixtures/images";

afterAll(releaseOcrWorker);

const textImage = (name: string, body: string, width = 900, height = 160) =>
  writeSvg({ name, svg: svgOf({ width, height, body: `<rect width="100%" height="100%" fill="#ffffff"/>${body}` }) });

describe("extractText", () => {
  it("reads a rendered line exactly, with its confidence and box", async () => {
    const inputPath = await textImage("invoice.png", `<text x="40" y="105" font-family="DejaVu Sans" font-size="64" fill="#111111">DARKROOM 2026 INVOICE</text>`);
    const result = await extractText({ inputPath });
    expect(result.text).toBe("DARKROOM 2026 INVOICE");
    expect(result.data.confidence).toBeGreaterThan(80);
    expect(result.data.lines).toHaveLength(1);
    const [line] = result.data.lines;
    expect(line.text).toBe("DARKROOM 2026 INVOICE");
    expect(line.bbox.x0).toBeGreaterThanOrEqual(30);
    expect(line.bbox.x0).toBeLessThan(60);
    expect(line.bbox.y1).toBeLessThanOrEqual(130);
  });

  it("reads several lines from a JPEG in reading order", async () => {
    const inputPath = await textImage(
      "receipt.jpg",
      `<g font-family="DejaVu Sans" font-size="40" fill="#000000"><text x="30" y="60">Total due 42.50 EUR</text><text x="30" y="130">Thank you for your order</text></g>`,
      700,
      170,
    );
    const result = await extractText({ inputPath, options: { mode: "block" } });
    expect(result.text.split("\n")).toEqual(["Total due 42.50 EUR", "Thank you for your order"]);
    expect(result.data.lines.map((l) => l.text)).toEqual(["Total due 42.50 EUR", "Thank you for your order"]);
  });

  it("returns empty text for an image without any", async () => {
    const result = await extractText({ inputPath: await textImage("blank.png", "") });
    expect(result).toEqual({ text: "", data: { confidence: 0, lines: [] } });
  });

  it("refuses an unknown mode", async () => {
    const inputPath = await textImage("mode.png", "");
    await expect(extractText({ inputPath, options: { mode: "columns" as "auto" } })).rejects.toMatchObject({ code: "invalid_option", status: 400 });
  });
});
