import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { S3Client } from "@aws-sdk/client-s3";
import { randomBase62 } from "@/lib/core/ids";
import { asDependencyError, isStoreUnreachable } from "@/lib/platform/dependency";
import { assertBlobKey, BlobMissingError, BlobTooLargeError, ByteLimit, TUS_KEY_PREFIX, type BlobStat, type BlobStore, type ByteRange, type PresignedGet } from "./blob-store";

export type S3Config = {
  bucket: string;
  region: string;
  /** Unset: AWS. Set: a self-hosted server (Ceph, MinIO, …). */
  endpoint?: string;
  /** Where browsers reach the same server; presigned links are signed for this host. */
  publicEndpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the AWS default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Longest silence on a request's connection (S3_REQUEST_TIMEOUT_SECONDS). */
  requestTimeoutSeconds: number;
};

/** A store that does not answer a connection in this long is down, not slow. */
const CONNECT_TIMEOUT_MS = 5000;

/** The store's failure as the platform's type: DependencyUnavailable("storage") when the server cannot be reached or fails (5xx). */
const typed = (error: unknown) => asDependencyError(error, "storage", isStoreUnreachable);

// Multipart uploads hold at most PART_BYTES × QUEUE_SIZE in memory, whatever the object's size.
const PART_BYTES = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

type Sdk = typeof import("@aws-sdk/client-s3") & typeof import("@aws-sdk/lib-storage") & typeof import("@aws-sdk/s3-request-presigner");
type Clients = { sdk: Sdk; client: S3Client; publicClient: S3Client | null };

/** Blobs as objects in one bucket of an S3-compatible server; keys are the blob keys as they are. */
export class S3Store implements BlobStore {
  readonly driver = "s3";
  private clients: Promise<Clients> | undefined;

  constructor(private readonly config: S3Config) {}

  // The SDK loads on first use: processes on local disk never pay for it.
  private connect(): Promise<Clients> {
    this.clients ??= Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage"), import("@aws-sdk/s3-request-presigner")]).then(([s3, storage, presigner]) => {
      const sdk = { ...s3, ...storage, ...presigner };
      const { config } = this;
      return { sdk, client: s3Client(sdk, config, config.endpoint), publicClient: config.publicEndpoint ? s3Client(sdk, config, config.publicEndpoint) : null };
    });
    return this.clients;
  }

  private object(key: string): { Bucket: string; Key: string } {
    assertBlobKey(key);
    return { Bucket: this.config.bucket, Key: key };
  }

  async put(key: string, source: Readable | AsyncIterable<Uint8Array>, opts: { maxBytes?: number } = {}): Promise<BlobStat> {
    const limit = new ByteLimit(opts.maxBytes);
    try {
      // A multipart upload of unknown length; a failure part-way aborts it, so nothing is left behind.
      await this.upload(key, Readable.from(limit.pass(source), { objectMode: false }));
    } catch (error) {
      // Too large stays the answer even when the server also refused to abort the partial upload.
      if (limit.exceeded) throw new BlobTooLargeError(limit.maxBytes);
      throw typed(error);
    }
    return { sizeBytes: limit.bytes };
  }

  async putFile(key: string, filePath: string): Promise<BlobStat> {
    const { size } = await fsp.stat(filePath);
    await this.upload(key, fs.createReadStream(filePath)).catch((error: unknown) => Promise.reject(typed(error)));
    await fsp.rm(filePath, { force: true });
    return { sizeBytes: size };
  }

  private async upload(key: string, body: Readable): Promise<void> {
    const { sdk, client } = await this.connect();
    const upload = new sdk.Upload({ client, params: { ...this.object(key), Body: body }, partSize: PART_BYTES, queueSize: QUEUE_SIZE, leavePartsOnError: false });
    try {
      await upload.done();
    } finally {
      body.destroy();
    }
  }

  async open(key: string, range?: ByteRange): Promise<Readable> {
    const { sdk, client } = await this.connect();
    try {
      const { Body } = await client.send(new sdk.GetObjectCommand({ ...this.object(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
      return Body as Readable;
    } catch (error) {
      if (isMissingObject(sdk, error)) throw new BlobMissingError();
      throw typed(error);
    }
  }

  async stat(key: string): Promise<BlobStat | null> {
    const { sdk, client } = await this.connect();
    try {
      const head = await client.send(new sdk.HeadObjectCommand(this.object(key)));
      return { sizeBytes: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissingObject(sdk, error)) return null;
      throw typed(error);
    }
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand(this.object(key))).catch((error: unknown) => Promise.reject(typed(error)));
  }

  async localPath(key: string, scratchDir: string): Promise<string> {
    await fsp.mkdir(scratchDir, { recursive: true });
    const target = path.join(scratchDir, `blob-${randomBase62(12)}`);
    try {
      await pipeline(await this.open(key), fs.createWriteStream(target, { mode: 0o600 }));
    } catch (error) {
      await fsp.rm(target, { force: true });
      throw typed(error);
    }
    return target;
  }

  async ping(): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.HeadBucketCommand({ Bucket: this.config.bucket })).catch((error: unknown) => Promise.reject(typed(error)));
  }

  async presignedGet(key: string, opts: PresignedGet): Promise<string | null> {
    if (!this.config.publicEndpoint) return null;
    const { sdk, publicClient } = await this.connect();
    const command = new sdk.GetObjectCommand({ ...this.object(key), ResponseContentType: opts.contentType, ResponseContentDisposition: opts.contentDisposition });
    return sdk.getSignedUrl(publicClient!, command, { expiresIn: opts.expiresInSeconds });
  }

  // A killed process leaves its multipart upload open, and its parts cost storage until aborted.
  async sweepUnfinished(before: Date): Promise<number> {
    const { sdk, client } = await this.connect();
    let removed = 0;
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    do {
      const page = await client.send(new sdk.ListMultipartUploadsCommand({ Bucket: this.config.bucket, KeyMarker, UploadIdMarker }));
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before || upload.Key.startsWith(TUS_KEY_PREFIX)) continue;
        await client.send(new sdk.AbortMultipartUploadCommand({ Bucket: this.config.bucket, Key: upload.Key, UploadId: upload.UploadId }));
        removed++;
      }
      ({ NextKeyMarker: KeyMarker, NextUploadIdMarker: UploadIdMarker } = page.IsTruncated ? page : { NextKeyMarker: undefined, NextUploadIdMarker: undefined });
    } while (KeyMarker || UploadIdMarker);
    return removed;
  }
}

/** The server's answer for a key that holds no object (a HEAD's 404 has no body to name NoSuchKey). */
function isMissingObject(sdk: Sdk, error: unknown): boolean {
  return error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404;
}

function s3Client(sdk: Sdk, config: S3Config, endpoint: string | undefined): S3Client {
  return new sdk.S3Client({
    region: config.region,
    endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Bounded waits: a store that is down fails the request (after the SDK's own retries) instead of holding it.
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: config.requestTimeoutSeconds * 1000 },
    // Servers other than AWS often reject the SDK's default flexible checksums (aws-chunked trailers).
    ...(endpoint ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" } : {}),
  });
}
