import { LIMITS } from "@/lib/platform/config/limits";
/** The longest prompt a skill takes, in characters (code points). */
export const PROMPT_MAX_LENGTH = LIMITS.promptChars.value;

/** A prompt's length in code points, so an emoji counts once rather than as two UTF-16 units. */
export function promptLength(prompt: string): number {
  return [...prompt].length;
}

export function isPromptTooLong(prompt: string): boolean {
  return promptLength(prompt) > PROMPT_MAX_LENGTH;
}
