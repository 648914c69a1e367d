/**
 * Whether an `If-None-Match` header matches `etag` (RFC 9110 §13.1.2): `*` matches anything, and
 * tags in a comma list compare weakly, so `W/"x"` (as proxies that re-compress send it) matches `"x"`.
 */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false;
  const wanted = opaque(etag);
  for (const [tag] of header.matchAll(/\*|(?:W\/)?"[^"]*"/g)) {
    if (tag === "*" || opaque(tag) === wanted) return true;
  }
  return false;
}

function opaque(tag: string): string {
  return tag.startsWith("W/") ? tag.slice(2) : tag;
}
