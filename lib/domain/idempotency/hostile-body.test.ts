import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as createKey } from "@/app/api/v1/keys/route";
import { POST as upload } from "@/app/api/v1/uploads/route";
import { signUp } from "@/lib/domain/accounts/accounts";
import { createSession } from "@/lib/domain/auth/session";
import { BASE, expectError, makeAccount } from "@/test/helpers";

const MiB = 1024 * 1024;
const BOUNDARY = "hostile-boundary";
const SLICE = Buffer.alloc(64 * 1024, "a");

type RouteHandler = (request: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A body made as it is read, from one reused 64 KiB slice, so the sender holds no copy; `pulled` counts what the server read of it. */
function streamedBody(pieces: Iterable<Buffer>): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  const iterator = pieces[Symbol.iterator]();
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = iterator.next();
      if (next.done) return controller.close();
      pulled += next.value.length;
      controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.length));
    },
  });
  return { body, pulled: () => pulled };
}

/** The finding's body: `count` text fields of `fieldBytes` each (50 × 4 MiB = 200 MiB). */
function* textFields(count: number, fieldBytes: number): Generator<Buffer> {
  for (let i = 0; i < count; i++) {
    yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n`);
    for (let sent = 0; sent < fieldBytes; sent += SLICE.length) yield SLICE;
    yield Buffer.from("\r\n");
  }
  yield Buffer.from(`--${BOUNDARY}--\r\n`);
}

function* jsonString(bytes: number): Generator<Buffer> {
  yield Buffer.from('{"name":"');
  for (let sent = 0; sent < bytes; sent += SLICE.length) yield SLICE;
  yield Buffer.from('"}');
}

/** Sends one streamed request to a route handler, sampling this process's RSS until the answer is read. */
async function measured(handler: RouteHandler, { path, headers, pieces }: { path: string; headers: Record<string, string>; pieces: Iterable<Buffer> }) {
  const { body, pulled } = streamedBody(pieces);
  const request = new Request(new URL(path, BASE), { method: "POST", headers: { "idempotency-key": `hostile-${randomBytes(6).toString("hex")}`, ...headers }, body, duplex: "half" } as RequestInit);
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const started = performance.now();
  try {
    const response = await handler(request, { params: Promise.resolve({}) });
    const answer = await response.clone().text();
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, process.memoryUsage.rss());
    return { response, answer, seconds, growthMb: (peak - before) / 1e6, pulledMb: pulled() / 1e6 };
  } finally {
    clearInterval(sampler);
  }
}

async function signedIn(): Promise<Record<string, string>> {
  const account = await signUp({ email: `hostile-${randomBytes(5).toString("hex")}@example.com`, password: "a-long-password" });
  const { token } = await createSession(account.id);
  return { cookie: `dr_session=${token}`, origin: BASE };
}

const multipart = { "content-type": `multipart/form-data; boundary=${BOUNDARY}` };

// Issue 25, finding 1: the route's own limits apply while the Idempotency-Key fingerprint reads the body.
describe("a hostile body sent with an Idempotency-Key", () => {
  it("50 text fields of 4 MiB to POST /api/v1/keys (a free basic session): 415 within a second, RSS +<50 MB", async () => {
    const session = await signedIn();
    // Warm the route's modules and the database so the timing is the body's alone.
    await measured(createKey as RouteHandler, { path: "/api/v1/keys", headers: { ...session, ...multipart }, pieces: textFields(1, 1024) });
    const sent = await measured(createKey as RouteHandler, { path: "/api/v1/keys", headers: { ...session, ...multipart }, pieces: textFields(50, 4 * MiB) });
    await expectError(sent.response, 415, "unsupported_media_type");
    expect({ seconds: sent.seconds < 1, growthMb: sent.growthMb < 50 }, JSON.stringify(sent)).toEqual({ seconds: true, growthMb: true });
    expect(sent.pulledMb).toBeLessThan(1);
  });

  it("a 200 MiB JSON body to POST /api/v1/keys: 413 within a second, RSS +<50 MB", async () => {
    const session = await signedIn();
    const sent = await measured(createKey as RouteHandler, { path: "/api/v1/keys", headers: { ...session, "content-type": "application/json" }, pieces: jsonString(200 * MiB) });
    await expectError(sent.response, 413, "payload_too_large");
    expect({ seconds: sent.seconds < 1, growthMb: sent.growthMb < 50 }, JSON.stringify(sent)).toEqual({ seconds: true, growthMb: true });
    expect(sent.pulledMb).toBeLessThan(2);
  });

  it("50 text fields of 4 MiB to POST /api/v1/uploads (a form route): 413 at the first field past 64 KiB, within a second, RSS +<50 MB", async () => {
    const { key } = await makeAccount();
    const auth = { authorization: `Bearer ${key}` };
    await measured(upload as RouteHandler, { path: "/api/v1/uploads", headers: { ...auth, ...multipart }, pieces: textFields(1, 1024) });
    const sent = await measured(upload as RouteHandler, { path: "/api/v1/uploads", headers: { ...auth, ...multipart }, pieces: textFields(50, 4 * MiB) });
    const body = await expectError(sent.response, 413, "payload_too_large");
    expect(body.error.message).toBe('Form field "f0" is larger than 64 KiB');
    expect({ seconds: sent.seconds < 1, growthMb: sent.growthMb < 50 }, JSON.stringify(sent)).toEqual({ seconds: true, growthMb: true });
    expect(sent.pulledMb).toBeLessThan(1);
  });
});
