import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** argon2 behind one object, so a test can count the hashes a request costs. */
export const argon2 = { hash, verify };

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored argon2 hash. Without one (unknown e-mail, CLI account with no
 * password) it verifies against a throw-away hash made with the same parameters, so the answer
 * takes as long as a wrong password's and does not tell whether the account exists.
 */
export async function passwordMatches(storedHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= argon2.hash(randomBytes(24).toString("base64url"));
  const ok = await argon2.verify(storedHash ?? (await dummyHash), password);
  return storedHash !== null && ok;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password);
}
