import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import { type ObjectStorage, assertSafeKey, objectPath } from './types.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  /** Prefix inside the bucket, e.g. "crossover/". */
  prefix: string;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
}

/**
 * The origin presigned upload URLs point at: the bucket's virtual host, or the endpoint itself
 * with path-style addressing (MinIO and most self-hosted stores).
 */
export function s3UploadOrigin(
  settings: Pick<S3Settings, 'bucket' | 'region' | 'endpoint' | 'forcePathStyle'>,
) {
  const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  if (!settings.forcePathStyle) endpoint.hostname = `${settings.bucket}.${endpoint.hostname}`;
  return endpoint.origin;
}

/** An S3-compatible bucket (AWS, MinIO, R2 …); uploads are presigned PUTs straight to it. */
export function createS3Storage(settings: S3Settings): ObjectStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const fullKey = (key: string) => {
    assertSafeKey(key);
    return `${settings.prefix}${key}`;
  };
  return {
    kind: 's3',
    uploadOrigin: s3UploadOrigin(settings),
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: fullKey(key),
          Body: body,
          ContentType: contentType,
        }),
      );
    },
    async putStream(key, body, contentType) {
      // lib-storage's Upload reads the stream in parts (5 MB): one PutObject when it is smaller,
      // a multipart upload otherwise. Each request has a Buffer body of known length, so the SDK
      // never needs a stream's length (PutObject refuses a stream without one).
      await new Upload({
        client,
        params: { Bucket: settings.bucket, Key: fullKey(key), Body: body, ContentType: contentType },
      }).done();
    },
    async getStream(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: fullKey(key) }),
        );
        if (!(object.Body instanceof Readable)) return null;
        return {
          body: object.Body,
          contentType: object.ContentType ?? null,
          size: object.ContentLength ?? null,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: fullKey(key) }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? null };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    publicUrl(key) {
      assertSafeKey(key);
      return objectPath(key);
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: settings.bucket,
            Prefix: settings.prefix,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key) yield object.Key.slice(settings.prefix.length);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async get(key, maxBytes) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: fullKey(key) }));
        if ((head.ContentLength ?? 0) > maxBytes) return { tooLarge: true };
        const object = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: fullKey(key) }),
        );
        const bytes = await object.Body?.transformToByteArray();
        if (!bytes) return null;
        if (bytes.byteLength > maxBytes) return { tooLarge: true };
        return { tooLarge: false, body: Buffer.from(bytes), contentType: object.ContentType ?? null };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: fullKey(key) }));
    },
    async createUploadUrl(key, _userId, expiresInSeconds) {
      return getSignedUrl(client, new PutObjectCommand({ Bucket: settings.bucket, Key: fullKey(key) }), {
        expiresIn: expiresInSeconds,
      });
    },
    keyFromUploadUrl(url) {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return null;
      }
      // Path style: /<bucket>/<key>; virtual-hosted: /<key>.
      let pathname = decodeURIComponent(parsed.pathname).replace(/^\//, '');
      if (pathname.startsWith(`${settings.bucket}/`)) pathname = pathname.slice(settings.bucket.length + 1);
      if (!pathname.startsWith(settings.prefix)) return null;
      const key = pathname.slice(settings.prefix.length);
      try {
        assertSafeKey(key);
      } catch {
        return null;
      }
      return key;
    },
  };
}
