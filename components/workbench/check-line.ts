import type { SkillView } from "@/lib/client/hooks/use-skills";
import { describeMisplacement, placeLine } from "@/lib/domain/lines/placement";

type LineSkill = Pick<SkillView, "slug" | "input" | "output">;

/** The media kind of a dropped file from its type, as the server sniffs it. */
export function kindOfMime(mime: string): string | null {
  const top = mime.split("/")[0];
  return top === "image" || top === "video" || top === "audio" ? top : null;
}

/**
 * Why each step cannot stand where it is, by the server's own placement rule (lib/domain/lines/placement.ts).
 * `fileKind` is the selected file's kind, or null when there is no file.
 */
export function checkLine({ skills, fileKind }: { skills: Array<LineSkill | undefined>; fileKind: string | null }): Array<string | null> {
  return placeLine({ skills, first: fileKind ?? "none" }).map((problem, position) => {
    if (!skills[position]) return "This skill is not in the catalogue.";
    if (!problem) return null;
    const phrase = describeMisplacement(problem);
    return phrase.charAt(0).toUpperCase() + phrase.slice(1);
  });
}
