/** A secret rotated away, sealed as its store keeps it, and until when it is still accepted (ISO time). */
export type RotatedSecret = { sealed: string; valid_until: string };

/** How long a secret rotated away keeps working, however many rotations follow. */
export const ROTATED_SECRET_VALID_MS = 24 * 3600 * 1000;
/** How many secrets rotated away are kept at most: a sixth rotation within the day ends the oldest. */
export const ROTATED_SECRETS_KEPT = 5;

/** Those of `kept` still accepted at `at`, newest first. */
export function liveRotatedSecrets(kept: readonly RotatedSecret[] | null | undefined, at: Date): RotatedSecret[] {
  return (kept ?? []).filter((s) => Date.parse(s.valid_until) > at.getTime()).slice(0, ROTATED_SECRETS_KEPT);
}

/** The list after `sealed` is rotated away at `at`: it first, valid a day, then the others still live, at most ROTATED_SECRETS_KEPT. */
export function rotateAway(kept: readonly RotatedSecret[] | null | undefined, sealed: string, at: Date): RotatedSecret[] {
  const entry = { sealed, valid_until: new Date(at.getTime() + ROTATED_SECRET_VALID_MS).toISOString() };
  return [entry, ...liveRotatedSecrets(kept, at)].slice(0, ROTATED_SECRETS_KEPT);
}
