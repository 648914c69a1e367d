import { ListMultipartUploadsCommand, S3Client } from "@aws-sdk/client-s3";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { BlobTooLargeError, newBlobKey } from "./blob-store";
import { S3Store, type S3Config } from "./s3";
import { storageContract } from "./storage-contract";

// A real S3 server (CI: Ceph's RADOS Gateway from scripts/ceph-rgw.sh): eval "$(scripts/ceph-rgw.sh start)".
const endpoint = process.env.TEST_S3_ENDPOINT;
const bucket = process.env.TEST_S3_BUCKET;
const accessKeyId = process.env.TEST_S3_ACCESS_KEY_ID;
const secretAccessKey = process.env.TEST_S3_SECRET_ACCESS_KEY;

const config = (secret: string): S3Config => ({
  bucket: bucket!,
  region: process.env.TEST_S3_REGION ?? "us-east-1",
  endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: accessKeyId!, secretAccessKey: secret },
  requestTimeoutSeconds: 30,
});

if (endpoint && bucket && accessKeyId && secretAccessKey) {
  storageContract(`S3 (real server at ${endpoint})`, {
    store: () => new S3Store(config(secretAccessKey)),
    wrongSecret: { store: () => new S3Store(config(`${secretAccessKey}-wrong`)) },
  });

  describe("S3Store on a real server", () => {
    it("aborts the multipart upload of a put refused past maxBytes: no parts are left to pay for", async () => {
      const key = newBlobKey("tmp");
      const part = Buffer.alloc(1024 * 1024, 7);
      const chunks = async function* () {
        for (let i = 0; i < 20; i++) yield part;
      };
      await expect(new S3Store(config(secretAccessKey)).put(key, chunks(), { maxBytes: 17 * 1024 * 1024 })).rejects.toBeInstanceOf(BlobTooLargeError);
      const client = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials: { accessKeyId, secretAccessKey } });
      const listed = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: key }));
      expect(listed.Uploads ?? []).toEqual([]);
    });

    it("signs GETs the server accepts for their lifetime, with the asked disposition, and refuses once tampered", async () => {
      const store = new S3Store({ ...config(secretAccessKey), publicEndpoint: endpoint });
      const key = newBlobKey("output");
      await store.put(key, Readable.from([Buffer.from("presigned")]));
      const url = (await store.presignedGet(key, { expiresInSeconds: 300, contentType: "text/plain", contentDisposition: 'attachment; filename="p.txt"' }))!;
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("presigned");
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="p.txt"');
      const tampered = new URL(url);
      tampered.searchParams.set("X-Amz-Expires", "3600");
      expect((await fetch(tampered)).status).toBe(403);
    });
  });
} else {
  describe("blob store contract: S3 (real server)", () => {
    it.skip("runs only with TEST_S3_ENDPOINT, TEST_S3_BUCKET, TEST_S3_ACCESS_KEY_ID and TEST_S3_SECRET_ACCESS_KEY set (scripts/ceph-rgw.sh start)", () => {});
  });
}
