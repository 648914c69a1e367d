import { describe, expect, it } from "vitest";
import { PgLocker } from "./pg-locker";

// The lock spans processes through PostgreSQL; PGlite belongs to one process and uses @tus/server's MemoryLocker.
describe.skipIf(!process.env.TEST_DATABASE_URL)("PgLocker", () => {
  it("makes a second request wait for the holder, and asks the holder to let go", async () => {
    const locker = new PgLocker();
    const id = `tus/2026-11/lock${Date.now()}`;
    const first = locker.newLock(id);
    let released: () => void = () => {};
    const asked = new Promise<void>((resolve) => (released = resolve));
    await first.lock(new AbortController().signal, () => released());

    const order: string[] = [];
    const second = locker.newLock(id);
    const waiting = second.lock(new AbortController().signal, () => {}).then(() => order.push("second locked"));
    await asked;
    order.push("first asked");
    await first.unlock();
    await waiting;
    expect(order).toEqual(["first asked", "second locked"]);
    await second.unlock();

    const third = locker.newLock(id);
    await third.lock(new AbortController().signal, () => {});
    await third.unlock();
  });

  it("gives up when the waiting request is aborted", async () => {
    const locker = new PgLocker();
    const id = `tus/2026-11/abort${Date.now()}`;
    const holder = locker.newLock(id);
    const stop = new AbortController();
    // The waiter's request ends (a client gone) once it has asked the holder.
    await holder.lock(new AbortController().signal, () => stop.abort());
    const waiting = locker.newLock(id).lock(stop.signal, () => {});
    await expect(waiting).rejects.toMatchObject({ status_code: 500 });
    await holder.unlock();
  });
});
