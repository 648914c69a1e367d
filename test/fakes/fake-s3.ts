import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { resetBlobStoreForTests } from "@/lib/platform/storage/index";

export type FakeS3 = { endpoint: string; bucket: string; close: () => Promise<void> };

/** s3rver on 127.0.0.1 with one bucket, its objects in a temp folder. It does not check signatures. */
export async function startFakeS3(bucket = "darkroom-test"): Promise<FakeS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "darkroom-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

const S3_VARS = ["S3_BUCKET", "S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE", "S3_PUBLIC_ENDPOINT"] as const;

/** Sets the S3_* environment (unlisted ones unset) and makes the next `blobStore()` follow it. */
export function setS3Env(vars: Partial<Record<(typeof S3_VARS)[number], string>>): void {
  for (const name of S3_VARS) {
    if (vars[name] === undefined) delete process.env[name];
    else process.env[name] = vars[name];
  }
  resetEnvForTests();
  resetBlobStoreForTests();
}

/** The environment that stores blobs on `fake` (path-style, fixed keys: s3rver accepts any). */
export function fakeS3Env(fake: FakeS3): Partial<Record<(typeof S3_VARS)[number], string>> {
  return { S3_BUCKET: fake.bucket, S3_ENDPOINT: fake.endpoint, S3_FORCE_PATH_STYLE: "true", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };
}
