import { describe, expect, it } from "vitest";
import { env } from "@/lib/platform/config/env";
import { samplePng } from "@/test/fixtures/vault";
import { authSuite, call, expectError, makeAccount } from "@/test/helpers";
import { POST as convert } from "../../convert/route";
import { POST as upload } from "../../uploads/route";
import { POST as cancel } from "./cancel/route";
import { GET } from "./route";

// No workers run in this file: a converted job stays queued, so cancel has something to cancel.

async function pngForm(fields: Record<string, string> = {}): Promise<FormData> {
  const data = new FormData();
  data.set("file", new Blob([new Uint8Array(await samplePng())]), "photo.png");
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

async function uploadedJobId(key: string): Promise<string> {
  return (await (await call(upload, { method: "POST", path: "/api/v1/uploads", key, body: await pngForm() })).json()).id;
}

async function queuedJobId(key: string): Promise<string> {
  const response = await call(convert, { method: "POST", path: "/api/v1/convert", key, body: await pngForm({ wait: "false", format: "jpeg" }) });
  expect(response.status).toBe(202);
  return (await response.json()).id;
}

const readJob = (key: string | undefined, id = "job_x") => call(GET, { path: `/api/v1/jobs/${id}`, key, params: { id } });
const cancelJob = (key: string | undefined, id = "job_x") => call(cancel, { method: "POST", path: `/api/v1/jobs/${id}/cancel`, key, params: { id } });

describe("GET /api/v1/jobs/{id}", () => {
  authSuite(readJob, { foreignId: async () => uploadedJobId((await makeAccount()).key) });

  it("reads the caller's job with a signed link to its output", async () => {
    const { key } = await makeAccount();
    const id = await uploadedJobId(key);
    const response = await readJob(key, id);
    expect(response.status).toBe(200);
    const job = await response.json();
    expect(job).toMatchObject({ id, status: "complete", kind: "upload", error: null, credits_charged: 0, poll_url: `http://darkroom.test/api/v1/jobs/${id}` });
    expect(job.outputs).toEqual([expect.objectContaining({ name: "photo.png", mime: "image/png", width: 96, height: 64, url: expect.stringContaining("signature=") })]);
  });

  it("never points poll_url or a signed link at the host a request names unless ALLOWED_HOSTS lists it (PUBLIC_BASE_URL unset)", async () => {
    const { key } = await makeAccount();
    const id = await uploadedJobId(key);
    const forged = await (await call(GET, { path: `/api/v1/jobs/${id}`, key, params: { id }, headers: { host: "evil.example" } })).json();
    expect(forged.poll_url).toBe(`http://localhost:${env().PORT}/api/v1/jobs/${id}`);
    expect(new URL(forged.outputs[0].url).host).toBe(`localhost:${env().PORT}`);
    const listed = await (await call(GET, { path: `/api/v1/jobs/${id}`, key, params: { id }, headers: { host: "darkroom.test" } })).json();
    expect(listed.poll_url).toBe(`http://darkroom.test/api/v1/jobs/${id}`);
  });

  it("answers 404 not_found for an id that does not exist", async () => {
    const { key } = await makeAccount();
    await expectError(await readJob(key, "job_doesnotexist"), 404, "not_found");
  });
});

describe("POST /api/v1/jobs/{id}/cancel", () => {
  authSuite(cancelJob, { foreignId: async () => queuedJobId((await makeAccount()).key) });

  it("cancels the caller's queued job; another account's attempt changes nothing", async () => {
    const owner = await makeAccount();
    const stranger = await makeAccount();
    const id = await queuedJobId(owner.key);
    await expectError(await cancelJob(stranger.key, id), 404, "not_found");
    expect((await (await readJob(owner.key, id)).json()).status).toBe("queued");

    const canceled = await cancelJob(owner.key, id);
    expect(canceled.status).toBe(200);
    expect(await canceled.json()).toMatchObject({ id, status: "canceled", error: { code: "canceled" } });
    expect((await (await readJob(owner.key, id)).json()).status).toBe("canceled");
  });

  it("leaves a finished job as it is", async () => {
    const { key } = await makeAccount();
    const id = await uploadedJobId(key);
    expect(await (await cancelJob(key, id)).json()).toMatchObject({ id, status: "complete", error: null });
  });
});
