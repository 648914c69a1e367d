import { isSecureRequest } from "./base-url";
import { requestHost } from "./forwarded";

/** Plain HTTP uses `dr_session`; over HTTPS the browser only accepts `__Host-dr_session` from this exact origin, Secure, on `/`. */
const COOKIE_NAME = "dr_session";
const SECURE_COOKIE_NAME = "__Host-dr_session";

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_COOKIE_NAME : COOKIE_NAME;
}

/** The session token this request carries, under the cookie name its origin uses. */
export function sessionTokenOf(request: Request): string | undefined {
  return readCookie(request, sessionCookieName(isSecureRequest(request.headers)));
}

export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return [
    `${sessionCookieName(secure)}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Expires=${expiresAt.toUTCString()}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function clearedSessionCookie(secure: boolean): string {
  return [`${sessionCookieName(secure)}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0", ...(secure ? ["Secure"] : [])].join("; ");
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return v.join("=");
  }
  return undefined;
}

/**
 * CSRF guard for cookie-authenticated writes: the browser's Origin (or Referer) must be this host.
 * SameSite=Lax already blocks cross-site POSTs in modern browsers; this covers the rest.
 */
export function isSameOrigin(request: Request): boolean {
  const source = request.headers.get("origin") ?? request.headers.get("referer");
  if (!source) return false;
  try {
    const host = requestHost(request.headers) ?? new URL(request.url).host;
    return new URL(source).host === host;
  } catch {
    return false;
  }
}

/** The browser's device token (lib/domain/auth/known-device.ts): a year, HTTP-only, sent only to the sign-in routes. */
const DEVICE_COOKIE = "dr_device";
const DEVICE_COOKIE_DAYS = 365;

export function deviceTokenOf(request: Request): string | undefined {
  return readCookie(request, DEVICE_COOKIE);
}

export function deviceCookie(token: string, secure: boolean): string {
  return [`${DEVICE_COOKIE}=${token}`, "Path=/api/auth", "HttpOnly", "SameSite=Strict", `Max-Age=${DEVICE_COOKIE_DAYS * 86_400}`, ...(secure ? ["Secure"] : [])].join("; ");
}
