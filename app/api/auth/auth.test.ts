import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PEER_ADDRESS_HEADER } from "@/lib/http/forwarded";
import { argon2 } from "@/lib/domain/auth/passwords";
import { advanceClockForTests, resetClockForTests } from "@/lib/core/clock";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { BASE, call, expectError } from "@/test/helpers";
import { LIMITS } from "@/lib/platform/config/limits";
import { wrongAnswerDelayMs } from "@/lib/platform/rate-limit/slow-down";
import { POST as changePassword } from "./password/route";
import { DELETE as endSession } from "./sessions/[id]/route";
import { GET as listSessions } from "./sessions/route";
import { POST as signIn } from "./signin/route";
import { POST as signOut } from "./signout/route";
import { POST as signUp } from "./signup/route";

const PASSWORD = "a-long-enough-password";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

// Limiters live for the whole process: every test signs in from addresses and e-mails of its own.
const freshAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomBytes(3).toString("hex")}`;
const freshEmail = () => `user-${randomBytes(5).toString("hex")}@example.com`;

afterEach(() => {
  resetClockForTests();
  vi.restoreAllMocks();
  delete process.env.PUBLIC_BASE_URL;
  delete process.env.TRUST_PROXY;
  delete process.env.DARKROOM_SIGNUP;
  resetEnvForTests();
});

/** A browser: one client address and User-Agent, keeping the cookies it is given (session, device token). */
function browser({ address = freshAddress(), userAgent = FIREFOX, extra = {} }: { address?: string; userAgent?: string; extra?: Record<string, string> } = {}) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const headers = () => ({ origin: BASE, "user-agent": userAgent, [PEER_ADDRESS_HEADER]: address, ...(jar.size ? { cookie: cookieHeader() } : {}), ...extra });
  const keep = (response: Response) => {
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    return response;
  };
  return {
    address,
    get cookie() {
      return [...jar].filter(([name]) => name.includes("dr_session")).map(([name, value]) => `${name}=${value}`).join("; ");
    },
    signUp: async (email: string, password = PASSWORD) => keep(await call(signUp, { method: "POST", path: "/api/auth/signup", json: { email, password }, headers: headers() })),
    signIn: async (email: string, password = PASSWORD) => keep(await call(signIn, { method: "POST", path: "/api/auth/signin", json: { email, password }, headers: headers() })),
    signOut: async () => keep(await call(signOut, { method: "POST", path: "/api/auth/signout", headers: headers() })),
    sessions: () => call(listSessions, { path: "/api/auth/sessions", headers: headers() }),
    end: async (id: string, origin = BASE) =>
      keep(await call(endSession, { method: "DELETE", path: `/api/auth/sessions/${id}`, params: { id }, headers: { ...headers(), origin } })),
    changePassword: (json: unknown) => call(changePassword, { method: "POST", path: "/api/auth/password", json, headers: headers() }),
  };
}

describe("sign-up", () => {
  it("makes the instance's first sign-up a basic user, not the operator (the reproduction)", async () => {
    const first = await browser().signUp(freshEmail());
    expect(first.status).toBe(201);
    expect((await first.json()).account).toMatchObject({ role: "user", plan: "basic" });
  });

  it("answers 403 signup_closed while DARKROOM_SIGNUP=closed, and makes no account", async () => {
    process.env.DARKROOM_SIGNUP = "closed";
    resetEnvForTests();
    const email = freshEmail();
    const refused = await expectError(await browser().signUp(email), 403, "signup_closed");
    expect(refused.error.message).toMatch(/operator/);
    delete process.env.DARKROOM_SIGNUP;
    resetEnvForTests();
    await expectError(await browser().signIn(email), 401, "unauthorized");
  });
});

describe("sign-in limits", () => {
  it("answers the 11th wrong password for one e-mail from one address with 429 rate_limited and Retry-After", async () => {
    const email = freshEmail();
    await browser().signUp(email);
    const address = freshAddress();
    for (let i = 0; i < 10; i++) await expectError(await browser({ address }).signIn(email, `wrong-password-${i}`), 401, "unauthorized");
    const limited = await browser({ address }).signIn(email, `wrong-password-10`);
    const body = await expectError(limited, 429, "rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    expect(body.error.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ s\.$/);
    // Locked for that address: the right password waits too, or the limit would not stop guessing.
    await expectError(await browser({ address }).signIn(email), 429, "rate_limited");
  });

  it("does not lock the account out for others: another address signs in with the right password after ten wrong ones elsewhere", async () => {
    const email = freshEmail();
    await browser().signUp(email);
    const attacker = freshAddress();
    for (let i = 0; i < 11; i++) await browser({ address: attacker }).signIn(email, `wrong-password-${i}`);
    expect((await browser().signIn(email)).status).toBe(200);
  });

  it("never refuses the right password because of other addresses' failures: 100 from ten addresses, then a new address and a known browser sign in", async () => {
    const email = freshEmail();
    await browser().signUp(email);
    const phone = browser();
    expect((await phone.signIn(email)).status).toBe(200);
    // Guessing spread over ten addresses, ten each (what each may): every one a plain 401, slowed past the first ten, never a lock.
    const addresses = Array.from({ length: 10 }, () => freshAddress());
    const guesses = addresses.flatMap((address, a) => Array.from({ length: 10 }, (_, i) => browser({ address }).signIn(email, `wrong-password-${a}-${i}`)));
    expect((await Promise.all(guesses)).map((r) => r.status)).toEqual(Array(100).fill(401));
    // Each guessing address is refused its own eleventh try…
    await expectError(await browser({ address: addresses[0] }).signIn(email, "wrong-password-x"), 429, "rate_limited");
    // …while a browser never seen before, and one that signed in before, get in at once with the right password.
    expect((await browser().signIn(email)).status).toBe(200);
    expect((await phone.signIn(email)).status).toBe(200);
    // A device token is bound to its e-mail: it does not vouch for another account.
    const other = freshEmail();
    await browser().signUp(other);
    expect((await phone.signIn(other)).status).toBe(200);
  });

  it("slows wrong passwords for an e-mail like a gallery's wrong guesses: none for the first ten an hour, then 250 ms doubling to 8 s", () => {
    const free = LIMITS.signInFreeWrongGuesses.value;
    expect(free).toBe(LIMITS.galleryFreeWrongGuesses.value);
    expect([0, free, free + 1, free + 2, free + 5, free + 90].map((n) => wrongAnswerDelayMs(n, free))).toEqual([0, 0, 250, 500, 4000, 8000]);
  });

  it("answers an unknown e-mail exactly as a known one, each attempt costing one argon2 verify", async () => {
    const known = freshEmail();
    await browser().signUp(known);
    const unknown = freshEmail();
    const verify = vi.spyOn(argon2, "verify");

    const answers = async (email: string) => {
      const out = [];
      const address = freshAddress();
      for (let i = 0; i < 11; i++) {
        const response = await browser({ address }).signIn(email, `wrong-password-${i}`);
        const { error } = await response.json();
        out.push({ status: response.status, code: error.code, message: error.message.replace(/\d+ s\./, "N s."), retryAfter: response.headers.has("retry-after") });
      }
      return out;
    };
    const forKnown = await answers(known);
    const verifiesForKnown = verify.mock.calls.length;
    const forUnknown = await answers(unknown);
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.filter((a) => a.status === 401)).toHaveLength(10);
    // Ten checked guesses each; the refused eleventh costs no hash for either.
    expect(verifiesForKnown).toBe(10);
    expect(verify.mock.calls.length - verifiesForKnown).toBe(10);
  });

  it("does not count a right password: nine wrong, one right, then still ten wrong before the lock", async () => {
    const email = freshEmail();
    await browser().signUp(email);
    const address = freshAddress();
    for (let i = 0; i < 9; i++) await expectError(await browser({ address }).signIn(email, `wrong-password-${i}`), 401, "unauthorized");
    expect((await browser({ address }).signIn(email)).status).toBe(200);
    await expectError(await browser({ address }).signIn(email, "wrong-password-9"), 401, "unauthorized");
    await expectError(await browser({ address }).signIn(email, "wrong-password-10"), 429, "rate_limited");
  });

  it("limits one client address to 30 failed sign-ins a minute over any e-mails; X-Forwarded-For does not change the address", async () => {
    const address = freshAddress();
    for (let i = 0; i < 30; i++) await expectError(await browser({ address }).signIn(freshEmail(), "wrong-password"), 401, "unauthorized");
    const limited = await browser({ address, extra: { "x-forwarded-for": "203.0.113.77" } }).signIn(freshEmail(), "wrong-password");
    await expectError(limited, 429, "rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    await expectError(await browser().signIn(freshEmail(), "wrong-password"), 401, "unauthorized");
  });

  it("trusts X-Forwarded-For for the limit only under TRUST_PROXY", async () => {
    process.env.TRUST_PROXY = "1";
    resetEnvForTests();
    const proxy = freshAddress();
    const client = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    for (let i = 0; i < 30; i++) {
      await expectError(await browser({ address: proxy, extra: { "x-forwarded-for": client } }).signIn(freshEmail(), "wrong-password"), 401, "unauthorized");
    }
    await expectError(await browser({ address: proxy, extra: { "x-forwarded-for": client } }).signIn(freshEmail(), "wrong-password"), 429, "rate_limited");
    await expectError(await browser({ address: proxy, extra: { "x-forwarded-for": "192.0.2.200" } }).signIn(freshEmail(), "wrong-password"), 401, "unauthorized");
  });

  it("limits sign-ups to 20 an hour per client address", async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++) expect((await browser({ address }).signUp(freshEmail())).status).toBe(201);
    const limited = await browser({ address }).signUp(freshEmail());
    await expectError(limited, 429, "rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
    expect((await browser().signUp(freshEmail())).status).toBe(201);
  });

  it("counts every IPv6 address of one /64 as one client: walking through the prefix does not reset the limits", async () => {
    const prefix = `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
    const inPrefix = (i: number) => `${prefix}:${i.toString(16)}::${randomBytes(2).toString("hex")}`;
    for (let i = 0; i < 20; i++) expect((await browser({ address: inPrefix(i) }).signUp(freshEmail())).status).toBe(201);
    await expectError(await browser({ address: inPrefix(20) }).signUp(freshEmail()), 429, "rate_limited");

    const walker = `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
    for (let i = 0; i < 30; i++) await expectError(await browser({ address: `${walker}::${(i + 1).toString(16)}` }).signIn(freshEmail(), "wrong-password"), 401, "unauthorized");
    await expectError(await browser({ address: `${walker}:1:2:3:4` }).signIn(freshEmail(), "wrong-password"), 429, "rate_limited");
    const neighbour = `2001:db9:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::1`;
    await expectError(await browser({ address: neighbour }).signIn(freshEmail(), "wrong-password"), 401, "unauthorized");
  });
});

describe("sessions", () => {
  it("lists the account's sessions with device, address and last use, and ends any of them", async () => {
    const email = freshEmail();
    const laptop = browser({ userAgent: FIREFOX });
    expect((await laptop.signUp(email)).status).toBe(201);
    const phone = browser({ userAgent: SAFARI });
    expect((await phone.signIn(email)).status).toBe(200);

    const listed = await laptop.sessions();
    expect(listed.status).toBe(200);
    const { sessions } = await listed.json();
    expect(sessions).toHaveLength(2);
    const mine = sessions.find((s: { current: boolean }) => s.current);
    const other = sessions.find((s: { current: boolean }) => !s.current);
    expect(mine).toMatchObject({ id: expect.stringMatching(/^ses_/), device: "Firefox on Linux", address: laptop.address });
    expect(other).toMatchObject({ device: "Safari on iOS", address: phone.address });
    for (const s of sessions) expect(Date.parse(s.expires_at) - Date.parse(s.last_seen_at)).toBeLessThanOrEqual(7 * 86_400_000);

    // Another site cannot end a session; another account's session is a 404, as one that does not exist.
    await expectError(await laptop.end(other.id, "http://evil.example"), 403, "forbidden");
    const stranger = browser();
    await stranger.signUp(freshEmail());
    await expectError(await stranger.end(other.id), 404, "not_found");

    expect((await laptop.end(other.id)).status).toBe(204);
    await expectError(await phone.sessions(), 401, "unauthorized");
    expect((await (await laptop.sessions()).json()).sessions.map((s: { id: string }) => s.id)).toEqual([mine.id]);

    const ended = await laptop.end(mine.id);
    expect(ended.status).toBe(204);
    expect(ended.headers.get("set-cookie")).toMatch(/^dr_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0$/);
    await expectError(await call(listSessions, { path: "/api/auth/sessions" }), 401, "unauthorized");
  });

  it("changing the password needs the current one and ends every other session", async () => {
    const email = freshEmail();
    const laptop = browser();
    await laptop.signUp(email);
    const phone = browser({ userAgent: SAFARI });
    await phone.signIn(email);

    await expectError(await laptop.changePassword({ current_password: "not-my-password", new_password: "a-brand-new-password" }), 403, "forbidden");
    await expectError(await laptop.changePassword({ current_password: PASSWORD, new_password: "short" }), 400, "invalid_request");
    const changed = await laptop.changePassword({ current_password: PASSWORD, new_password: "a-brand-new-password" });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ ended_sessions: 1 });

    await expectError(await phone.sessions(), 401, "unauthorized");
    expect((await laptop.sessions()).status).toBe(200);
    await expectError(await browser().signIn(email), 401, "unauthorized");
    expect((await browser().signIn(email, "a-brand-new-password")).status).toBe(200);
  });

  it("ends a session after 7 idle days, and any session 30 days after sign-in however often it is used", async () => {
    const idle = browser();
    await idle.signUp(freshEmail());
    const busy = browser();
    await busy.signUp(freshEmail());
    const day = 86_400_000;

    for (let elapsed = 6; elapsed <= 24; elapsed += 6) {
      advanceClockForTests(6 * day);
      expect((await busy.sessions()).status).toBe(200);
      if (elapsed === 6) expect((await idle.sessions()).status).toBe(200);
    }
    // idle: last used on day 6, now day 24.
    await expectError(await idle.sessions(), 401, "unauthorized");
    advanceClockForTests(6 * day + 60_000);
    // busy: last used on day 24 (six days ago), but signed in 30 days ago.
    await expectError(await busy.sessions(), 401, "unauthorized");
  });

  it("sign-out ends the session and clears the cookie", async () => {
    const user = browser();
    await user.signUp(freshEmail());
    const out = await user.signOut();
    expect(out.status).toBe(204);
    expect(user.cookie).toBe("");
  });
});

describe("the session cookie over HTTPS", () => {
  it("is __Host-dr_session and Secure when PUBLIC_BASE_URL is https, and a plain dr_session cookie is not read there", async () => {
    process.env.PUBLIC_BASE_URL = "https://photos.example.com";
    resetEnvForTests();
    const user = browser();
    const created = await user.signUp(freshEmail());
    expect(created.headers.get("set-cookie")).toMatch(/^__Host-dr_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Expires=[^;]+; Secure$/);
    expect((await user.sessions()).status).toBe(200);
    const token = user.cookie.split("=")[1];
    await expectError(await call(listSessions, { path: "/api/auth/sessions", headers: { cookie: `dr_session=${token}` } }), 401, "unauthorized");
  });

  it("is Secure behind a trusted proxy that says https, and not when an untrusted client says so", async () => {
    const spoofed = await browser({ extra: { "x-forwarded-proto": "https" } }).signUp(freshEmail());
    expect(spoofed.headers.get("set-cookie")).toMatch(/^dr_session=/);
    expect(spoofed.headers.get("set-cookie")).not.toMatch(/Secure/);

    process.env.TRUST_PROXY = "1";
    resetEnvForTests();
    const proxied = await browser({ extra: { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.5" } }).signUp(freshEmail());
    expect(proxied.headers.get("set-cookie")).toMatch(/^__Host-dr_session=.*; Secure$/);
  });
});
