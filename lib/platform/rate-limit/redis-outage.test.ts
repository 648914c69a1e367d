// The shared limiter through a Redis the test cuts off and black-holes (a TCP proxy in front of REDIS_URL):
// every decision comes within about the command timeout, the in-memory limiter answers meanwhile, and
// the shared count is back once Redis is. Needs REDIS_URL (CI's fault step sets it); skipped otherwise.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { startTcpProxy, type TcpProxy } from "@/test/fakes/tcp-proxy";
import { consumeRequest, pingRedis } from "./limiter";

const target = process.env.REDIS_URL;
const LIMIT = 10;

async function timed<T>(promise: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await promise;
  return { value, ms: Date.now() - started };
}

describe.skipIf(!target)("the rate limiter while Redis is away", () => {
  let proxy: TcpProxy;
  let direct: Redis;

  beforeAll(async () => {
    const url = new URL(target!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 6379) });
    url.host = proxy.address;
    process.env.REDIS_URL = url.toString();
    resetEnvForTests();
    direct = new Redis(target!);
  });

  afterAll(async () => {
    process.env.REDIS_URL = target;
    resetEnvForTests();
    direct.disconnect();
    await proxy.close();
  });

  it("answers from memory within the command timeout while Redis is cut off or silent, and shares the count again after", async () => {
    const subject = `key:key_${randomBytes(6).toString("hex")}`;
    const counted = async () => Number(await direct.get(`darkroom:rl:${LIMIT}:${subject}`));
    const reconnected = async () => {
      for (let tries = 0; !(await pingRedis(500)); tries++) {
        expect(tries, "the client reconnects to Redis").toBeLessThan(100);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await reconnected();
    for (let i = 0; i < 3; i++) expect((await consumeRequest({ subject, limitPerMinute: LIMIT })).allowed).toBe(true);
    expect(await counted()).toBe(3);

    for (const fault of [() => proxy.blackhole(), () => proxy.cut()]) {
      await fault();
      const during = await timed(consumeRequest({ subject, limitPerMinute: LIMIT }));
      expect(during.value.allowed).toBe(true);
      expect(during.ms).toBeLessThan(1500);
      await proxy.restore();
      await reconnected();
    }
    // The black-holed command reached Redis late, once the network was back (as TCP delivers it); the one sent while cut never did.
    expect(await counted()).toBe(4);
    const after = await consumeRequest({ subject, limitPerMinute: LIMIT });
    expect(after).toMatchObject({ allowed: true, remaining: LIMIT - 5 });
    expect(await counted()).toBe(5);
  }, 30_000);
});
