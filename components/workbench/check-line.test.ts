import { describe, expect, it } from "vitest";
import { checkLine, kindOfMime } from "./check-line";

const grayscale = { slug: "grayscale", input: { kinds: ["image"], required: true }, output: "image" };
const altText = { slug: "alt-text", input: { kinds: ["image"], required: true }, output: "text" };
const trim = { slug: "trim", input: { kinds: ["video"], required: true }, output: "video" };
const thumbnail = { slug: "video-thumbnail", input: { kinds: ["video"], required: true }, output: "image" };
const voice = { slug: "generate-voice", input: { kinds: [], required: false }, output: "audio" };
const genImage = { slug: "generate-image", input: { kinds: ["image"], required: false }, output: "image" };

describe("checkLine", () => {
  it("accepts a line whose kinds chain from the file", () => {
    expect(checkLine({ skills: [trim, thumbnail, grayscale, altText], fileKind: "video" })).toEqual([null, null, null, null]);
  });

  it("marks a step that does not take the previous output, naming both kinds", () => {
    const [first, second] = checkLine({ skills: [grayscale, trim], fileKind: "image" });
    expect(first).toBeNull();
    expect(second).toBe("Takes video, but the step before it produces image.");
  });

  it("marks a first step that does not take the dropped file", () => {
    expect(checkLine({ skills: [trim], fileKind: "image" })[0]).toBe("Takes video, but the file is image.");
  });

  it("allows text only last", () => {
    expect(checkLine({ skills: [altText, grayscale], fileKind: "image" })[1]).toMatch(/text can only come last/);
  });

  it("allows a generator only first and without a file", () => {
    expect(checkLine({ skills: [voice], fileKind: null })).toEqual([null]);
    expect(checkLine({ skills: [voice], fileKind: "image" })[0]).toMatch(/only start a line that has no file/);
    expect(checkLine({ skills: [grayscale, voice], fileKind: "image" })[1]).toMatch(/only start a line that has no file/);
    expect(checkLine({ skills: [genImage, grayscale], fileKind: null })).toEqual([null, null]);
  });

  it("asks for a file when a step needs one", () => {
    expect(checkLine({ skills: [grayscale], fileKind: null })[0]).toBe("Needs a file, and the line starts without one.");
  });

  it("names a skill the catalogue lacks and checks the steps after it against any file", () => {
    expect(checkLine({ skills: [undefined, grayscale], fileKind: "image" })).toEqual(["This skill is not in the catalogue.", null]);
  });

  it("reads the kind from a mime type", () => {
    expect(kindOfMime("image/png")).toBe("image");
    expect(kindOfMime("video/mp4")).toBe("video");
    expect(kindOfMime("application/pdf")).toBeNull();
  });
});
