import type { SkillView } from "@/lib/client/hooks/use-skills";

type Kind = string;
type LineSkill = Pick<SkillView, "slug" | "input" | "output">;

/** The media kind of a dropped file from its type, as the server sniffs it. */
export function kindOfMime(mime: string): Kind | null {
  const top = mime.split("/")[0];
  return top === "image" || top === "video" || top === "audio" ? top : null;
}

/**
 * Why each step cannot stand where it is (same rules as the server's line check): inputs must take
 * the previous output, generators only start a line without a file, text only comes last.
 * `fileKind` is the selected file's kind, or null when there is no file.
 */
export function checkLine({ skills, fileKind }: { skills: Array<LineSkill | undefined>; fileKind: Kind | null }): Array<string | null> {
  let previous: Kind | "none" = fileKind ?? "none";
  return skills.map((skill, position) => {
    if (!skill) {
      previous = "unknown";
      return "This skill is not in the catalogue.";
    }
    const problem = misplacement({ skill, previous, position });
    previous = skill.output;
    return problem;
  });
}

function misplacement({ skill, previous, position }: { skill: LineSkill; previous: Kind | "none"; position: number }): string | null {
  if (previous === "unknown") return null;
  if (previous === "text") return "The step before produces text, and text can only come last.";
  if (skill.input.kinds.length === 0) return position === 0 && previous === "none" ? null : "Takes no input, so it can only start a line without a file.";
  if (previous === "none") return skill.input.required || position > 0 ? "Needs a file: drop one first." : null;
  if (!skill.input.kinds.includes(previous)) {
    const source = position === 0 ? "the file is" : "the step before produces";
    return `Takes ${skill.input.kinds.join(" or ")}, but ${source} ${previous}.`;
  }
  return null;
}
