import { describe, expect, it } from "vitest";
import { reviewName } from "./review-page";

describe("reviewName", () => {
  it("calls an item by the file the owner started from, with the extension of what the client gets", () => {
    expect(reviewName({ name: "transparent-2-background-remover-resize.webp", sourceName: "transparent-2.png" })).toBe("transparent-2.webp");
    expect(reviewName({ name: "clip-convert-video.webm", sourceName: "Holiday clip.mov" })).toBe("Holiday clip.webm");
    expect(reviewName({ name: "generated.png", sourceName: null })).toBe("generated.png");
    expect(reviewName({ name: "out.png", sourceName: ".hidden" })).toBe("out.png");
  });
});
