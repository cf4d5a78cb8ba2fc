import { describe, expect, it } from 'vitest';
import { s3UploadOrigin } from './s3.ts';

describe('s3UploadOrigin', () => {
  it("is the bucket's virtual host on AWS", () => {
    expect(
      s3UploadOrigin({ bucket: 'logos', region: 'us-east-2', endpoint: undefined, forcePathStyle: false }),
    ).toBe('https://logos.s3.us-east-2.amazonaws.com');
  });

  it('is the endpoint itself with path-style addressing (MinIO), port included', () => {
    expect(
      s3UploadOrigin({
        bucket: 'logos',
        region: 'us-east-1',
        endpoint: 'http://minio.internal:9000',
        forcePathStyle: true,
      }),
    ).toBe('http://minio.internal:9000');
  });

  it('prefixes the bucket to a custom endpoint without path style (R2, Spaces)', () => {
    expect(
      s3UploadOrigin({
        bucket: 'logos',
        region: 'auto',
        endpoint: 'https://acct.r2.cloudflarestorage.com',
        forcePathStyle: false,
      }),
    ).toBe('https://logos.acct.r2.cloudflarestorage.com');
  });
});
