import { describe, expect, it } from "vitest";
import { isPromptTooLong, PROMPT_MAX_LENGTH, promptLength } from "./prompt";

describe("promptLength", () => {
  it("counts code points, so an emoji or an astral character counts once", () => {
    expect(promptLength("")).toBe(0);
    expect(promptLength("sunset")).toBe(6);
    expect("🌅".length).toBe(2);
    expect(promptLength("🌅")).toBe(1);
    expect(promptLength("𝒜 à 🌅")).toBe(5);
  });

  it("allows exactly PROMPT_MAX_LENGTH code points, however many UTF-16 units they take", () => {
    const emoji = "🌅".repeat(PROMPT_MAX_LENGTH);
    expect(emoji.length).toBe(2 * PROMPT_MAX_LENGTH);
    expect(isPromptTooLong(emoji)).toBe(false);
    expect(isPromptTooLong(`${emoji}a`)).toBe(true);
    expect(isPromptTooLong("a".repeat(PROMPT_MAX_LENGTH + 1))).toBe(true);
  });
});
