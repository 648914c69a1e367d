/** A skill as the placement rule sees it: the catalogue's view (GET /api/v1/skills) has this shape. */
export type PlaceableSkill = { slug: string; input: { kinds: readonly string[]; required: boolean }; output: string };

/**
 * What comes before a step: `"none"` (a line without a file), a media kind (`image`, `video`,
 * `audio`, `text`), or `"file"` when there is a file whose kind is not known yet.
 */
export type Before = string;

export type Misplacement =
  | { reason: "after_text" }
  | { reason: "takes_no_input" }
  | { reason: "needs_file" }
  | { reason: "wrong_kind"; takes: readonly string[]; got: string; from: "file" | "step" };

/** Why `skill` cannot stand at `position` after `previous`, or null when it fits. */
export function misplacement({ skill, previous, position }: { skill: PlaceableSkill; previous: Before; position: number }): Misplacement | null {
  if (previous === "text") return { reason: "after_text" };
  if (skill.input.kinds.length === 0) return position === 0 && previous === "none" ? null : { reason: "takes_no_input" };
  if (previous === "none") return skill.input.required || position > 0 ? { reason: "needs_file" } : null;
  if (previous === "file" || skill.input.kinds.includes(previous)) return null;
  return { reason: "wrong_kind", takes: skill.input.kinds, got: previous, from: position === 0 ? "file" : "step" };
}

/**
 * Each step's misplacement in a line that starts from `first` (a file's kind, `"file"`, or
 * `"none"`). A step whose skill is unknown (undefined) passes on a file of unknown kind.
 */
export function placeLine({ skills, first }: { skills: Array<PlaceableSkill | undefined>; first: Before }): Array<Misplacement | null> {
  let previous = first;
  return skills.map((skill, position) => {
    if (!skill) {
      previous = "file";
      return null;
    }
    const problem = misplacement({ skill, previous, position });
    previous = skill.output;
    return problem;
  });
}

/** The problem as a phrase that follows the skill's name ("trim takes video, but …"). */
export function describeMisplacement(problem: Misplacement): string {
  switch (problem.reason) {
    case "after_text":
      return "follows a step that produces text, and text can only come last.";
    case "takes_no_input":
      return "takes no input, so it can only start a line that has no file.";
    case "needs_file":
      return "needs a file, and the line starts without one.";
    case "wrong_kind":
      return `takes ${problem.takes.join(" or ")}, but ${problem.from === "file" ? "the file is" : "the step before it produces"} ${problem.got}.`;
  }
}
