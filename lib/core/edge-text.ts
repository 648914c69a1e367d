import { ApiError } from "./errors";

// A NUL, or a surrogate without its pair (UTF-16 that no UTF-8 encodes).
const UNFIT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What makes a string unfit to take from a request, or null: a NUL (PostgreSQL stores no NUL in text or
 * jsonb) or an unpaired surrogate (not Unicode text; PostgreSQL refuses its escape too).
 */
export function unfitCharacter(value: string): string | null {
  const found = UNFIT.exec(value)?.[0];
  if (found === undefined) return null;
  return found === "\0" ? "a NUL character (U+0000)" : `an unpaired surrogate (U+${found.charCodeAt(0).toString(16).toUpperCase()})`;
}

/**
 * The edge rule for what a request brings: throws `400 invalid_request` naming the first string in
 * `value` (a string, or keys and values of objects and arrays) that holds an unfit character, or
 * the first array or object nested deeper than `maxDepth` (code that walks values by recursion, such
 * as an Idempotency-Key's canonical JSON, would run out of stack). `where` names what holds it ("the
 * path", "the query", "the body"). Walks without recursion itself.
 */
export function refuseUnfitText(value: unknown, where: string, maxDepth = Infinity): void {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: "", depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path, depth } = next;
    if (typeof item === "string") refuseString(item, where, path);
    if (item === null || typeof item !== "object") continue;
    if (depth >= maxDepth) throw new ApiError("invalid_request", `${capitalized(where)} nests arrays and objects deeper than ${maxDepth} levels.`);
    if (Array.isArray(item)) item.forEach((element, index) => pending.push({ value: element, path: `${path}[${index}]`, depth: depth + 1 }));
    else {
      for (const [key, element] of Object.entries(item)) {
        const at = `${path}${path ? "." : ""}${printable(key)}`;
        refuseString(key, where, `${at} (its name)`);
        pending.push({ value: element, path: at, depth: depth + 1 });
      }
    }
  }
}

function capitalized(text: string): string {
  return text[0].toUpperCase() + text.slice(1);
}

function refuseString(value: string, where: string, path: string): void {
  const unfit = unfitCharacter(value);
  if (unfit) throw new ApiError("invalid_request", `${path ? `${path} in ${where}` : capitalized(where)} holds ${unfit}, which no field takes.`);
}

/** A name as a message may show it: its unfit characters escaped. */
function printable(name: string): string {
  return name.replace(new RegExp(UNFIT.source, "g"), (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
