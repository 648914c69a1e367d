import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { samplePng } from "@/test/fixtures/vault";
import { authSuite, call, expectError, makeAccount } from "@/test/helpers";
import { GET as readJob } from "../jobs/[id]/route";
import { GET as getFile } from "../files/[id]/route";
import { POST } from "./route";

function fileForm(bytes: Buffer, name: string): FormData {
  const data = new FormData();
  data.set("file", new Blob([new Uint8Array(bytes)]), name);
  return data;
}

const upload = (key: string | undefined, init: { body?: BodyInit; json?: unknown }) => call(POST, { method: "POST", path: "/api/v1/uploads", key, ...init });

describe("POST /api/v1/uploads", () => {
  authSuite(async (key) => upload(key, { body: fileForm(await samplePng(), "photo.png") }));

  it("stores the file as a finished job whose output is the same bytes, readable by id", async () => {
    const { key } = await makeAccount();
    const png = await samplePng({ width: 120, height: 80, seed: 3 });
    const response = await upload(key, { body: fileForm(png, "holiday shot.png") });
    expect(response.status).toBe(201);
    const job = await response.json();
    expect(job).toMatchObject({ id: expect.stringMatching(/^job_/), kind: "upload", status: "complete", credits_charged: 0 });
    expect(job.outputs).toEqual([expect.objectContaining({ mime: "image/png", width: 120, height: 80, size_bytes: png.length })]);

    const again = await (await call(readJob, { path: `/api/v1/jobs/${job.id}`, key, params: { id: job.id } })).json();
    const url = new URL(again.outputs[0].url);
    const file = await call(getFile, { path: url.pathname + url.search, params: { id: url.pathname.split("/").pop()! } });
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.equals(png)).toBe(true);
    expect((await sharp(bytes).metadata()).width).toBe(120);
  });

  it("refuses a request without a file or url, and a job_id, with 400 input_required", async () => {
    const { key } = await makeAccount();
    await expectError(await upload(key, { body: new FormData() }), 400, "input_required");
    await expectError(await upload(key, { json: { job_id: "job_x" } }), 400, "input_required");
  });

  it("refuses a file that is not media with 400 unsupported_input", async () => {
    const { key } = await makeAccount();
    await expectError(await upload(key, { body: fileForm(Buffer.from("just some text, not a picture"), "notes.png") }), 400, "unsupported_input");
  });

  it("says a 0-byte file is empty, not of an unsupported type", async () => {
    const { key } = await makeAccount();
    const response = await upload(key, { body: fileForm(Buffer.alloc(0), "empty.png") });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({ code: "unsupported_input", message: "The file is empty (0 bytes). Send a file that has content." });
  });
});
