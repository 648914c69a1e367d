import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "./route";
import { GET as getJob } from "../jobs/[id]/route";
import { getDbDriver } from "@/lib/platform/db";
import { Worker } from "@/lib/domain/jobs/worker";
import { call, makeAccount } from "@/test/helpers";
import { recordStatements } from "@/test/statement-counter";

let worker: Worker;
let jpeg: Buffer;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  data.set("file", new Blob([new Uint8Array(jpeg)]), "photo.jpg");
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

/** The statements one waited convert sends, from the request to its answer (the finishing transaction's notification included). */
async function statementsOf(request: () => Promise<Response>): Promise<string[]> {
  const recording = await recordStatements();
  try {
    const response = await request();
    expect(response.status).toBe(200);
    // The finish's notification to other processes is sent just after its commit.
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The worker's presence heartbeat may fall in the window; it is not the convert's. Nor is the key's lookup,
    // cached for KEY_CACHE_MS (1 s): on a loaded machine its refresh can fall between the warm-up and the call.
    return recording.statements.filter((text) => !/^\s*(update|insert into) "workers"/i.test(text) && !/from "api_keys" inner join "accounts"/i.test(text));
  } finally {
    recording.stop();
  }
}

beforeAll(async () => {
  // No idle poll inside the measured calls: only the convert's own statements are counted.
  worker = new Worker(1, undefined, { idlePollMs: 3_600_000 });
  worker.start();
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } } }).jpeg().toBuffer();
});

afterAll(() => worker.stop());

describe("statements per convert", () => {
  it("pins what a waited convert of an upload and of a stored job_id cost", async () => {
    const { key } = await makeAccount();
    const convert = (body: FormData | undefined, json?: unknown) => call(POST, { method: "POST", path: "/api/v1/convert", key, body, json });
    // Warm: the key is cached and every statement prepared, as in a running service.
    const first = await (await convert(form({ width: "32" }))).json();
    await convert(undefined, { job_id: first.id, width: 16 });

    const uploaded = await statementsOf(() => convert(form({ width: "32" })));
    const stored = await statementsOf(() => convert(undefined, { job_id: first.id, width: 16 }));
    const postgres = (await getDbDriver()) === "postgres";
    expect({ uploaded: uploaded.length, stored: stored.length }, [...uploaded, "--- job_id ---", ...stored].join("\n")).toEqual(
      // An upload's bytes are reserved in the quota (on PostgreSQL BEGIN, the account's lock, the reading, the reservation,
      // COMMIT; embedded, one statement), and the enqueue's statement ends the reservation.
      postgres ? { uploaded: 11, stored: 7 } : { uploaded: 4, stored: 4 },
    );
  });

  it("answers a waited convert with the view its completion carried: the same as a later read of the job", async () => {
    const { key } = await makeAccount();
    const answered = await (await call(POST, { method: "POST", path: "/api/v1/convert", key, body: form({ width: "32" }) })).json();
    const read = await (await call(getJob, { path: `/api/v1/jobs/${answered.id}`, key, params: { id: answered.id } })).json();
    // Each answer signs its links afresh.
    const unsigned = ({ outputs, ...view }: { outputs: Record<string, unknown>[] }) => ({ ...view, outputs: outputs.map(({ url: _url, expires_at: _expires, ...file }) => file) });
    expect(answered.status).toBe("complete");
    expect(unsigned(answered)).toEqual(unsigned(read));
  });
});
