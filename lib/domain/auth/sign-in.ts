import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { getAccountByEmail, type Account } from "@/lib/domain/accounts/accounts";
import { ApiError } from "@/lib/core/errors";
import { accounts, getDb } from "@/lib/platform/db";
import { refundAttempts, reserveAttempts, type Attempt, type Budget } from "@/lib/platform/rate-limit/limiter";
import { slowWrongAnswer, wrongAnswerCounter } from "@/lib/platform/rate-limit/slow-down";
import { issueDeviceToken, knownDeviceOf } from "./known-device";
import { hashPassword, passwordMatches } from "./passwords";
import { endOtherSessions } from "./session";
import { LIMITS } from "@/lib/platform/config/limits";

/** Failed sign-ins for one e-mail from one address, and from one browser that signed in to it before. */
export const FAILED_SIGNINS_PER_EMAIL_AND_ADDRESS: Budget = { name: "signin-email-address", points: LIMITS.failedSignInsPerEmailAndAddress.value, windowSeconds: LIMITS.failedSignInsPerEmailAndAddress.windowSeconds };
export const FAILED_SIGNINS_PER_KNOWN_DEVICE: Budget = { name: "signin-device", points: LIMITS.failedSignInsPerKnownDevice.value, windowSeconds: LIMITS.failedSignInsPerKnownDevice.windowSeconds };
/**
 * Wrong passwords for one e-mail from everywhere: never a refusal (a right password is never held back
 * by other addresses' guesses), past the first few each wrong answer waits longer, as a gallery's do.
 */
const WRONG_SIGNINS_PER_EMAIL = wrongAnswerCounter("signin-email-wrong", LIMITS.signInFreeWrongGuesses.windowSeconds);
export const FAILED_SIGNINS_PER_ADDRESS: Budget = { name: "signin-address", points: LIMITS.failedSignInsPerAddress.value, windowSeconds: LIMITS.failedSignInsPerAddress.windowSeconds };
export const SIGNUPS_PER_ADDRESS: Budget = { name: "signup-address", points: LIMITS.signUpsPerAddress.value, windowSeconds: LIMITS.signUpsPerAddress.windowSeconds };

const TOO_MANY_SIGNINS = "Too many sign-in attempts.";

/** Limiter keys never hold the e-mail itself (they may sit in Redis). */
function emailSubject(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
}

/**
 * The budgets a sign-in spends while unproven, each refusing only the one who spent it: the address,
 * and the e-mail from that address or from a browser that signed in to it before (its device token).
 * Nothing counted for the e-mail as a whole refuses, so other addresses' failures never lock anyone out.
 */
function signInAttempts({ emailKey, address, device }: { emailKey: string; address: string; device: string | null }): Attempt[] {
  return [
    { budget: FAILED_SIGNINS_PER_ADDRESS, subject: address },
    device ? { budget: FAILED_SIGNINS_PER_KNOWN_DEVICE, subject: `${emailKey}:${device}` } : { budget: FAILED_SIGNINS_PER_EMAIL_AND_ADDRESS, subject: `${emailKey}:${address}` },
  ];
}

/** Counts a wrong password for the e-mail and waits as the galleries' wrong guesses do (nothing for the first ten an hour, then 250 ms doubling to 8 s). */
function slowWrongPassword(emailKey: string): Promise<void> {
  return slowWrongAnswer({ counter: WRONG_SIGNINS_PER_EMAIL, subject: emailKey, free: LIMITS.signInFreeWrongGuesses.value });
}

/**
 * E-mail and password to account, and a device token for the browser to keep. Failures count per
 * address (30 a minute) and per e-mail and address or per known browser (10 in 15 minutes), then
 * `429 rate_limited` with Retry-After to that address or browser alone, whether or not the e-mail has
 * an account; a right password does not count. Past ten wrong passwords an hour for the e-mail from
 * anywhere, each further wrong answer is slowed, never refused.
 */
export async function signIn({ email, password, address, deviceToken }: { email: string; password: string; address: string; deviceToken?: string }): Promise<{ account: Account; deviceToken: string }> {
  const emailKey = emailSubject(email);
  const device = knownDeviceOf(emailKey, deviceToken);
  const attempts = await reserveAttempts(signInAttempts({ emailKey, address, device }), TOO_MANY_SIGNINS);
  const account = await getAccountByEmail(email);
  const ok = await passwordMatches(account?.passwordHash ?? null, password);
  if (!account || !ok) {
    await slowWrongPassword(emailKey);
    throw new ApiError("unauthorized", "Wrong e-mail or password.");
  }
  await refundAttempts(attempts);
  // A browser already known keeps its token; any other one gets its own.
  return { account, deviceToken: device && deviceToken ? deviceToken : issueDeviceToken(emailKey) };
}

/** Every sign-up costs a password hash and may create an account: each client address gets a few an hour. */
export async function limitSignUp(address: string): Promise<void> {
  await reserveAttempts([{ budget: SIGNUPS_PER_ADDRESS, subject: address }], "Too many sign-ups from this address.");
}

/**
 * Sets a new password after checking the current one (wrong guesses count like failed sign-ins) and
 * ends every other session of the account; answers how many ended.
 */
export async function changePassword({ account, sessionId, currentPassword, newPassword, address, deviceToken }: {
  account: Account;
  deviceToken?: string;
  sessionId: string;
  currentPassword: string;
  newPassword: string;
  address: string;
}): Promise<{ endedSessions: number }> {
  const emailKey = emailSubject(account.email);
  const attempts = await reserveAttempts(signInAttempts({ emailKey, address, device: knownDeviceOf(emailKey, deviceToken) }), TOO_MANY_SIGNINS);
  if (!(await passwordMatches(account.passwordHash, currentPassword))) {
    await slowWrongPassword(emailKey);
    throw new ApiError("forbidden", "The current password is not right.");
  }
  await refundAttempts(attempts);
  const db = await getDb();
  await db.update(accounts).set({ passwordHash: await hashPassword(newPassword) }).where(eq(accounts.id, account.id));
  return { endedSessions: await endOtherSessions({ accountId: account.id, keepSessionId: sessionId }) };
}
