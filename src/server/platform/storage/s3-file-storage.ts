import type { Readable } from 'node:stream';
import { assertSafeKey, StorageConfigError, type FileStorage } from './file-storage';

export interface S3StorageOptions {
  /** An S3-compatible endpoint (MinIO, R2, s3rver...); unset means AWS itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither: without them the SDK's default chain (environment, instance role) is used. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (http://host/bucket/key), as most self-hosted servers need. */
  forcePathStyle: boolean;
}

/**
 * Files in an S3-compatible bucket, so every app instance reads what any of them wrote. The SDK is
 * imported here, lazily, only when S3 is configured: the default start on local disk stays quiet.
 * The bucket is checked once before the app serves anything, so a wrong name or key stops the
 * start with a sentence instead of failing on the first upload.
 */
export async function createS3FileStorage(options: S3StorageOptions): Promise<FileStorage> {
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // One quick retry; a storage that does not answer must not hold a request for long.
    maxAttempts: 2,
  });
  const Bucket = options.bucket;
  const location = `s3://${Bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`;

  try {
    await client.send(new s3.HeadBucketCommand({ Bucket }));
  } catch (error) {
    client.destroy();
    throw new StorageConfigError(describeBucketFailure(error, location));
  }

  return {
    kind: 's3',
    location,
    async put(key, content) {
      assertSafeKey(key);
      const body = typeof content === 'string' ? Buffer.from(content) : content;
      await client.send(new s3.PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: body.length }));
      return { key, size: body.length };
    },
    async open(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        // In Node the body is a readable stream (the SDK's IncomingMessage with helpers mixed in).
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    async remove(key) {
      assertSafeKey(key);
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close: () => client.destroy(),
  };
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

function describeBucketFailure(error: unknown, location: string): string {
  const status = statusOf(error);
  if (status === 404) return `S3 storage: the bucket ${location} does not exist; create it first (S3_BUCKET).`;
  if (status === 403 || status === 401)
    return `S3 storage: ${location} refused the credentials; check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.`;
  const reason = error instanceof Error ? error.message : String(error);
  return `S3 storage: ${location} could not be reached (${reason}); check S3_ENDPOINT.`;
}
