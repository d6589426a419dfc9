import type { Readable } from "node:stream";
import { assertMediaKey, MEDIA_CACHE_CONTROL, MEDIA_URL_PREFIX, type MediaStore, mediaUrl } from "./store";

export type S3MediaSettings = {
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2, Ceph…); unset, AWS S3 in `region`. */
  endpoint?: string;
  region: string;
  /** Where a CDN serves the bucket; unset, the app streams the objects at /media. */
  publicUrl?: string;
};

/**
 * Media in an S3-compatible bucket, shared by every app server. Credentials come from the SDK's usual chain
 * (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the machine's role). Objects are written with the immutable
 * cache header, so a CDN in front of the bucket serves them as the app would.
 */
export async function createS3MediaStore(settings: S3MediaSettings): Promise<MediaStore> {
  // Loaded only here: a store on the local disk never has the SDK in its memory.
  const s3 = await import("@aws-sdk/client-s3");
  const client = new s3.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Services other than AWS (and local ones without per-bucket host names) take the bucket in the path.
    forcePathStyle: settings.endpoint !== undefined,
    // Checksums only where the API requires them: several S3-compatible services refuse the SDK's newer defaults.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  // Fail at start with the service's own answer, rather than on the first picture.
  await client
    .send(new s3.HeadBucketCommand({ Bucket }))
    .catch((error: Error & { $metadata?: { httpStatusCode?: number } }) => {
      const status = error.$metadata?.httpStatusCode;
      throw new Error(
        `the bucket ${Bucket} could not be reached (${status ? `HTTP ${status}` : error.name}: ${error.message})`,
      );
    });
  const missing = (error: unknown) =>
    error instanceof s3.NoSuchKey ||
    error instanceof s3.NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
  const base = (settings.publicUrl ?? MEDIA_URL_PREFIX).replace(/\/$/, "");

  return {
    async put(key, data, contentType) {
      await client.send(
        new s3.PutObjectCommand({
          Bucket,
          Key: mediaKey(key),
          Body: data,
          ContentType: contentType,
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
    },
    async exists(key) {
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket, Key: mediaKey(key) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: mediaKey(key) }));
    },
    async get(key) {
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: mediaKey(key) }));
        if (!object.Body) return undefined;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? "application/octet-stream",
          size: object.ContentLength ?? 0,
          etag: object.ETag ?? `"${key}"`,
        };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    url: (key) => mediaUrl(base, key),
  };
}

function mediaKey(key: string): string {
  assertMediaKey(key);
  return key;
}
