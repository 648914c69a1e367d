import { isPromptTooLong, PROMPT_MAX_LENGTH } from "@/lib/domain/skills/prompt";
import { REQUIRED } from "./option-values";

/** The prompt field's error, by the server's rule: blank is no prompt, length in code points. */
export function promptError({ prompt, needsPrompt }: { prompt: string; needsPrompt: boolean }): string | null {
  if (isPromptTooLong(prompt)) return `At most ${PROMPT_MAX_LENGTH.toLocaleString("en")} characters.`;
  return needsPrompt && prompt.trim() === "" ? REQUIRED : null;
}
