import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newBlobKey } from "./blob-store";
import { startFakeS3, type FakeS3 } from "../../../test/fakes/fake-s3";
import { S3Store, type S3Config } from "./s3";
import { storageContract } from "./storage-contract";

let fake: FakeS3;
beforeAll(async () => {
  fake = await startFakeS3();
});
afterAll(() => fake.close());

const config = (extra: Partial<S3Config> = {}): S3Config => ({
  bucket: fake.bucket,
  region: "us-east-1",
  endpoint: fake.endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  requestTimeoutSeconds: 30,
  ...extra,
});

storageContract("S3 (s3rver, in process)", {
  store: () => new S3Store(config()),
  wrongSecret: { skip: "s3rver does not check SigV4 signatures; the real-server suite (s3.contract.test.ts) runs this case" },
});

describe("S3Store presigned links", () => {
  it("offers none without a public endpoint", async () => {
    expect(await new S3Store(config()).presignedGet(newBlobKey("tmp"), { expiresInSeconds: 300, contentType: "text/plain", contentDisposition: "inline" })).toBeNull();
  });

  it("signs a GET for the public endpoint that serves the bytes with the asked type and disposition", async () => {
    const store = new S3Store(config({ publicEndpoint: fake.endpoint.replace("127.0.0.1", "localhost") }));
    const key = newBlobKey("output");
    await store.put(key, Readable.from([Buffer.from("hello")]));
    const url = new URL((await store.presignedGet(key, { expiresInSeconds: 120, contentType: "text/plain", contentDisposition: 'attachment; filename="a.txt"' }))!);
    expect(url.host).toBe(new URL(fake.endpoint).host.replace("127.0.0.1", "localhost"));
    expect(url.searchParams.get("X-Amz-Expires")).toBe("120");
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("hello");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="a.txt"');
    expect(response.headers.get("content-type")).toBe("text/plain");
  });
});
