import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.js';
import { assertKey, FileNotFoundError, FileTooLargeError, type FileStore } from './file-store.js';

/**
 * S3's smallest part but the last. S3 needs every body's length before it is sent, and a multipart upload's parts
 * are at least this size, so this is the most an upload holds in memory at once (the PostgreSQL backend: 256 KiB).
 */
export const S3_PART_BYTES = 5 * 1024 * 1024;

export interface S3Settings extends S3Config {
  /** Object keys are `prefix + key`, so the bucket can hold other things. */
  prefix?: string;
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * Reads `source` in parts of exactly `size` bytes, counting against `maxBytes`. A part is handed over as soon as a
 * byte beyond it has arrived (so another part surely follows, and it can go out while the rest arrives); the last one
 * says so, and may be shorter or empty (an empty file).
 */
async function* partsOf(source: Readable, size: number, maxBytes: number): AsyncGenerator<{ data: Buffer; last: boolean }> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let total = 0;
  for await (const chunk of source as AsyncIterable<Buffer | string>) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    total += bytes.length;
    if (total > maxBytes) throw new FileTooLargeError(maxBytes);
    pending.push(bytes);
    pendingBytes += bytes.length;
    while (pendingBytes > size) {
      const joined = Buffer.concat(pending, pendingBytes);
      const rest = joined.subarray(size);
      pending = [rest];
      pendingBytes = rest.length;
      yield { data: joined.subarray(0, size), last: false };
    }
  }
  yield { data: Buffer.concat(pending, pendingBytes), last: true };
}

/** Files as objects in an S3-compatible bucket (AWS S3, MinIO, …), shared by every instance. */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.prefix = settings.prefix ?? 'resumes/';
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // The SDK's default adds CRC32 checksums that S3-compatible servers such as MinIO and s3rver do not all accept.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    assertKey(key);
    return `${this.prefix}${key}`;
  }

  async put(key: string, source: Readable, maxBytes: number): Promise<number> {
    const Key = this.objectKey(key);
    const parts = partsOf(source, S3_PART_BYTES, maxBytes);
    let uploadId: string | undefined;
    try {
      const first = await parts.next();
      if (first.done) throw new Error('no part read');
      if (first.value.last) {
        // Small enough for one request: the common case for a résumé.
        const body = first.value.data;
        await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: body, ContentLength: body.length }));
        return body.length;
      }
      const created = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key }));
      uploadId = created.UploadId;
      if (!uploadId) throw new Error('S3 returned no upload id');
      const completed: CompletedPart[] = [];
      let total = 0;
      const send = async (body: Buffer) => {
        const PartNumber = completed.length + 1;
        const result = await this.client.send(
          new UploadPartCommand({ Bucket: this.bucket, Key, UploadId: uploadId, PartNumber, Body: body, ContentLength: body.length }),
        );
        completed.push({ PartNumber, ETag: result.ETag });
        total += body.length;
      };
      await send(first.value.data);
      for await (const part of parts) if (part.data.length > 0) await send(part.data);
      await this.client.send(
        new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: completed } }),
      );
      return total;
    } catch (error) {
      source.destroy();
      await parts.return(undefined).catch(() => undefined);
      if (uploadId) {
        await this.client
          .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId: uploadId }))
          .catch(() => undefined);
      }
      await this.delete(key).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      if (!result.Body) throw new FileNotFoundError(key);
      return result.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new FileNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /**
   * Objects under the prefix that the registry does not know, and multipart uploads a crashed instance left open
   * (invisible, but billed). Only things older than `before`, so uploads in flight on other instances are left alone.
   */
  async sweepOrphans(known: (keys: string[]) => Promise<Set<string>>, before: Date): Promise<number> {
    let removed = 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix, ContinuationToken: token }),
      );
      const old = (page.Contents ?? [])
        .filter((object) => object.Key && (!object.LastModified || object.LastModified < before))
        .map((object) => object.Key!.slice(this.prefix.length));
      const live = old.length > 0 ? await known(old) : new Set<string>();
      for (const key of old.filter((k) => !live.has(k))) {
        await this.delete(key);
        removed += 1;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);

    const uploads = await this.client
      .send(new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: this.prefix }))
      .catch(() => undefined);
    for (const upload of uploads?.Uploads ?? []) {
      if (!upload.Key || !upload.UploadId || (upload.Initiated && upload.Initiated >= before)) continue;
      await this.client
        .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: upload.Key, UploadId: upload.UploadId }))
        .then(() => (removed += 1))
        .catch(() => undefined);
    }
    return removed;
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
