import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/errors";
import { describeCatalogue } from "@/lib/domain/skills/catalogue";
import { describeMisplacement, misplacement, placeLine } from "./placement";
import { planLine } from "./plan";

const grayscale = { slug: "grayscale", input: { kinds: ["image"], required: true }, output: "image" };
const altText = { slug: "alt-text", input: { kinds: ["image"], required: true }, output: "text" };
const trim = { slug: "trim", input: { kinds: ["video"], required: true }, output: "video" };
const voice = { slug: "generate-voice", input: { kinds: [], required: false }, output: "audio" };
const genImage = { slug: "generate-image", input: { kinds: ["image"], required: false }, output: "image" };

describe("misplacement", () => {
  it("lets a step follow a kind it takes, or a file whose kind is not known yet", () => {
    expect(misplacement({ skill: grayscale, previous: "image", position: 1 })).toBeNull();
    expect(misplacement({ skill: trim, previous: "file", position: 0 })).toBeNull();
  });

  it("names both kinds, and whether the file or a step came before", () => {
    expect(misplacement({ skill: trim, previous: "image", position: 0 })).toEqual({ reason: "wrong_kind", takes: ["video"], got: "image", from: "file" });
    const problem = misplacement({ skill: trim, previous: "image", position: 2 });
    expect(problem).toEqual({ reason: "wrong_kind", takes: ["video"], got: "image", from: "step" });
    expect(describeMisplacement(problem!)).toBe("takes video, but the step before it produces image.");
  });

  it("keeps text last, generators first without a file, and asks for a file when a step needs one", () => {
    expect(misplacement({ skill: grayscale, previous: "text", position: 1 })?.reason).toBe("after_text");
    expect(misplacement({ skill: voice, previous: "none", position: 0 })).toBeNull();
    expect(misplacement({ skill: voice, previous: "file", position: 0 })?.reason).toBe("takes_no_input");
    expect(misplacement({ skill: voice, previous: "image", position: 1 })?.reason).toBe("takes_no_input");
    expect(misplacement({ skill: genImage, previous: "none", position: 0 })).toBeNull();
    expect(misplacement({ skill: grayscale, previous: "none", position: 0 })?.reason).toBe("needs_file");
  });
});

describe("placeLine", () => {
  it("walks the line's kinds from the first input", () => {
    expect(placeLine({ skills: [grayscale, altText], first: "image" })).toEqual([null, null]);
    expect(placeLine({ skills: [altText, grayscale], first: "image" }).map((p) => p?.reason ?? null)).toEqual([null, "after_text"]);
  });

  it("passes a file of unknown kind on after a skill it does not know", () => {
    expect(placeLine({ skills: [undefined, trim], first: "image" })).toEqual([null, null]);
    expect(placeLine({ skills: [undefined, voice], first: "none" })[1]?.reason).toBe("takes_no_input");
  });
});

describe("the server's line check and the Workbench's agree", () => {
  // The Workbench reads GET /api/v1/skills; the server plans with its own skill definitions.
  const catalogue = describeCatalogue();
  const refusedSteps = (tools: string[], hasFile: boolean): number[] => {
    try {
      planLine({ steps: tools.map((tool) => ({ tool, options: {} })), hasFile, checkAvailability: false });
      return [];
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return (error.details ?? []).filter((d) => d.code === "invalid_step").map((d) => d.step as number);
    }
  };

  it("on every pair of catalogue skills, with and without a file", () => {
    for (const first of ["none", "file"] as const) {
      for (const a of catalogue) {
        for (const b of catalogue) {
          const marked = placeLine({ skills: [a, b], first }).flatMap((problem, step) => (problem ? [step] : []));
          expect({ line: [a.slug, b.slug], first, refused: refusedSteps([a.slug, b.slug], first === "file") }).toEqual({ line: [a.slug, b.slug], first, refused: marked });
        }
      }
    }
  });
});
