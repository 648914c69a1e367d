/** Where a signed-out visitor goes: the sign-in page, told to come back to `returnTo`. */
export function signInPath(returnTo: string): string {
  return returnTo === "/" ? "/signin" : `/signin?next=${encodeURIComponent(returnTo)}`;
}

/**
 * The `next` query value as a same-origin path, or "/". Refuses absolute and protocol-relative
 * URLs ("//evil.test", "/\\evil.test") so sign-in cannot be turned into an open redirect.
 */
export function safeNextPath(raw: string | string[] | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  if (/[\u0000-\u001f]/.test(value)) return "/";
  return value;
}
