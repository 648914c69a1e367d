import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/errors";
import type { SkillView } from "@/lib/client/hooks/use-skills";
import type { DraftStep } from "@/lib/client/stores/line-store";
import { describeCatalogue } from "@/lib/domain/skills/catalogue";
import { checkSkillRequest } from "@/lib/domain/skills/run-skill";
import { promptError } from "@/components/skills/prompt-error";
import { buildLine } from "./build-line";

// The Workbench sees the catalogue as GET /api/v1/skills answers it (as if every provider were set up).
const catalogue: SkillView[] = describeCatalogue().map((skill) => ({ ...skill, available: true }));
const draft = (prompt: string): DraftStep => ({ key: "k1", tool: "generate-image", options: {}, prompt, model: "" });
const serverRefusal = (prompt: string): string | null => {
  try {
    checkSkillRequest({ slug: "generate-image", source: null, reference: null, options: {}, prompt }, { availability: false });
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.code;
  }
};

describe("the prompt rule on both sides", () => {
  it("accepts an emoji-heavy prompt of 2000 code points in the Workbench and on the server", () => {
    const prompt = "🌅".repeat(1000) + "a sunset over the sea, ".repeat(44).slice(0, 1000);
    expect([...prompt].length).toBe(2000);
    expect(prompt.length).toBe(3000);
    expect(promptError({ prompt, needsPrompt: true })).toBeNull();
    expect(serverRefusal(prompt)).toBeNull();
    const { checked, steps } = buildLine({ drafts: [draft(prompt)], skills: catalogue, fileKind: null });
    expect(checked[0].errors).toEqual({});
    expect(steps).toEqual([{ tool: "generate-image", options: {}, prompt }]);
  });

  it("refuses one code point more on both sides", () => {
    const prompt = "🌅".repeat(2001);
    expect(promptError({ prompt, needsPrompt: true })).toBe("At most 2,000 characters.");
    expect(serverRefusal(prompt)).toBe("prompt_too_long");
    expect(buildLine({ drafts: [draft(prompt)], skills: catalogue, fileKind: null }).steps).toBeNull();
  });

  it("treats a blank prompt as none, on both sides", () => {
    expect(promptError({ prompt: "   ", needsPrompt: true })).toBe("Required.");
    expect(serverRefusal("   ")).toBe("prompt_required");
  });
});

describe("errors of fields left empty", () => {
  const watermark = (patch: Partial<DraftStep>): DraftStep => ({ key: "w1", tool: "watermark", options: { text: "" }, prompt: "", model: "", ...patch });

  it("are held back when a step is added, without blocking the run button that reveals them", () => {
    const { checked, steps, blocked } = buildLine({ drafts: [watermark({})], skills: catalogue, fileKind: "image" });
    expect(checked[0].errors).toEqual({ text: "Required." });
    expect(checked[0].shown).toEqual({});
    expect(steps).toBeNull();
    expect(blocked).toBe(false);
  });

  it("show once the field was edited or a run attempted, and then block", () => {
    for (const patch of [{ touched: ["text"] }, { revealed: true }]) {
      const { checked, blocked } = buildLine({ drafts: [watermark(patch)], skills: catalogue, fileKind: "image" });
      expect(checked[0].shown).toEqual({ text: "Required." });
      expect(blocked).toBe(true);
    }
  });

  it("other than empty show at once", () => {
    const resize: DraftStep = { key: "r1", tool: "resize", options: { width: "0" }, prompt: "", model: "" };
    const { checked, blocked } = buildLine({ drafts: [resize], skills: catalogue, fileKind: "image" });
    expect(checked[0].shown).toEqual({ width: "At least 1." });
    expect(blocked).toBe(true);
  });
});
