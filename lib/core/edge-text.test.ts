import { describe, expect, it } from "vitest";
import { isApiError } from "./errors";
import { refuseUnfitText, unfitCharacter } from "./edge-text";

function refusalOf(run: () => void): { code: string; message: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { code: error.code, message: error.message };
  }
}

describe("unfitCharacter", () => {
  it("names a NUL and an unpaired surrogate, high or low, anywhere in the string", () => {
    expect(unfitCharacter("job_\0abc")).toBe("a NUL character (U+0000)");
    expect(unfitCharacter("\0")).toBe("a NUL character (U+0000)");
    expect(unfitCharacter("a\uD800")).toBe("an unpaired surrogate (U+D800)");
    expect(unfitCharacter("\uDFFFb")).toBe("an unpaired surrogate (U+DFFF)");
    expect(unfitCharacter("\uDC00\uD800")).toBe("an unpaired surrogate (U+DC00)");
  });

  it("takes any other text: pairs (emoji), controls other than NUL, the replacement character, the empty string", () => {
    for (const text of ["", "plain", "😀 ok", "\uD83D\uDE00", "tab\tnewline\n\u0001", "\uFFFD", "日本語", "e\u0301"]) expect(unfitCharacter(text)).toBeNull();
  });
});

describe("refuseUnfitText", () => {
  it("refuses 400 invalid_request naming where the string is: a value at any depth, or a key", () => {
    expect(refusalOf(() => refuseUnfitText({ name: "a\0b" }, "the body"))).toEqual({ code: "invalid_request", message: "name in the body holds a NUL character (U+0000), which no field takes." });
    expect(refusalOf(() => refuseUnfitText({ steps: [{ options: { text: "\uD800" } }] }, "the body"))?.message).toBe(
      "steps[0].options.text in the body holds an unpaired surrogate (U+D800), which no field takes.",
    );
    expect(refusalOf(() => refuseUnfitText({ ["k\0"]: 1 }, "the body"))?.message).toBe("k\\u0000 (its name) in the body holds a NUL character (U+0000), which no field takes.");
    expect(refusalOf(() => refuseUnfitText("x\0", "the path"))?.message).toBe("The path holds a NUL character (U+0000), which no field takes.");
  });

  it("lets fit text, numbers, booleans and null through", () => {
    expect(refusalOf(() => refuseUnfitText({ a: ["b", 1, true, null, { c: "😀" }], d: undefined }, "the body"))).toBeNull();
    expect(refusalOf(() => refuseUnfitText(undefined, "the body"))).toBeNull();
  });

  it("refuses nesting past maxDepth, and walks any depth without recursion when there is no bound", () => {
    const nest = (levels: number) => {
      let value: unknown = "leaf";
      for (let i = 0; i < levels; i++) value = [value];
      return value;
    };
    expect(refusalOf(() => refuseUnfitText(nest(32), "the body", 32))).toBeNull();
    expect(refusalOf(() => refuseUnfitText(nest(33), "the body", 32))).toEqual({ code: "invalid_request", message: "The body nests arrays and objects deeper than 32 levels." });
    // Deeper than any call stack: a recursive walk would throw RangeError (a 500).
    expect(refusalOf(() => refuseUnfitText(nest(200_000), "the body"))).toBeNull();
  });
});
