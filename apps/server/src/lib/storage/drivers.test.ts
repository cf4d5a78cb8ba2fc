import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeBunnyStorage, startFakeBunnyStorage } from '@/test/fakes/bunny-storage.ts';
import { createBunnyStorage } from './bunny.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { ObjectStorage } from './types.ts';

/**
 * The same checks for every driver: local disk, S3 against s3rver (a real S3-compatible server
 * on 127.0.0.1, started here), Bunny against the fake storage zone. Bytes are compared whole:
 * s3rver stores an aws-chunked body as it arrives (framing included), so a driver that sent one
 * would fail here, not pass silently (decision 0040).
 */

const dir = mkdtempSync(path.join(tmpdir(), 'crossover-storage-drivers-'));
let s3server: S3rver;
let s3port = 0;
let bunny: FakeBunnyStorage;
const drivers: Record<string, ObjectStorage> = {};

beforeAll(async () => {
  s3server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: 'crossover', configs: [] }],
  });
  const { port } = await s3server.run();
  s3port = port;
  drivers.s3 = createS3Storage({
    bucket: 'crossover',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'app/',
  });
  bunny = await startFakeBunnyStorage();
  drivers.bunny = createBunnyStorage({
    zone: bunny.zone,
    accessKey: bunny.accessKey,
    host: bunny.host,
    pullZoneUrl: 'https://cdn.example.test/',
  });
  drivers.local = createLocalStorage(path.join(dir, 'local'), 'drivers-test-signing-secret');
}, 30_000);

afterAll(async () => {
  await s3server?.close();
  await bunny?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A stream of unknown length in small pieces, as a download or an upload arrives. */
const piecesOf = (bytes: Buffer, size = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
    })(),
  );

describe.each(['local', 's3', 'bunny'])('%s driver', (name) => {
  const storage = () => drivers[name]!;

  it('stores a Buffer and reads it back (get, getStream, head)', async () => {
    const body = randomBytes(3000);
    await storage().put('products/p1/a.png', body, 'image/png');
    const got = await storage().get('products/p1/a.png', 10_000);
    expect(got?.tooLarge).toBe(false);
    expect(got && !got.tooLarge && got.body.equals(body)).toBe(true);
    const stream = await storage().getStream('products/p1/a.png');
    expect(stream?.contentType).toBe('image/png');
    expect(stream?.size).toBe(3000);
    expect((await buffer(stream!.body)).equals(body)).toBe(true);
    expect(await storage().head('products/p1/a.png')).toEqual({ size: 3000, contentType: 'image/png' });
  });

  it('stores a stream of unknown length, small and larger than one S3 part (5 MB)', async () => {
    for (const size of [0, 10, 6 * 1024 * 1024 + 13]) {
      const body = randomBytes(size);
      const key = `products/p2/stream-${size}.webp`;
      await storage().putStream(key, piecesOf(body), 'image/webp');
      const stream = await storage().getStream(key);
      expect(stream, `${name} ${size}`).not.toBeNull();
      const read = await buffer(stream!.body);
      expect(read.length).toBe(size);
      expect(read.equals(body)).toBe(true);
      expect(await storage().head(key)).toEqual({ size, contentType: 'image/webp' });
    }
  }, 60_000);

  it('answers null for a missing key, and tooLarge past the limit', async () => {
    expect(await storage().get('products/none.png', 10)).toBeNull();
    expect(await storage().getStream('products/none.png')).toBeNull();
    expect(await storage().head('products/none.png')).toBeNull();
    await storage().put('logos/o1/big.png', randomBytes(100), 'image/png');
    expect(await storage().get('logos/o1/big.png', 99)).toEqual({ tooLarge: true });
  });

  it('deletes (and deleting a missing key is fine)', async () => {
    await storage().put('logos/o2/x.jpg', Buffer.from('x'), 'image/jpeg');
    await storage().delete('logos/o2/x.jpg');
    expect(await storage().head('logos/o2/x.jpg')).toBeNull();
    await expect(storage().delete('logos/o2/x.jpg')).resolves.toBeUndefined();
  });

  it('refuses unsafe keys before touching storage', async () => {
    await expect(storage().getStream('products/../imports/x.csv')).rejects.toThrow(/unsafe/);
    await expect(
      storage().putStream('/etc/passwd', piecesOf(Buffer.from('x')), 'text/plain'),
    ).rejects.toThrow(/unsafe/);
    expect(() => storage().publicUrl('a//b')).toThrow(/unsafe/);
  });

  it.skipIf(name === 'bunny')(
    'lists every stored key, nested, without the content-type files (backups)',
    async () => {
      await storage().put('products/list/one.png', Buffer.from('1'), 'image/png');
      await storage().put('logos/list/deep/two.jpg', Buffer.from('2'), 'image/jpeg');
      const keys: string[] = [];
      for await (const key of storage().list!()) keys.push(key);
      expect(keys.length).toBeGreaterThan(1);
      expect(keys).toEqual(expect.arrayContaining(['products/list/one.png', 'logos/list/deep/two.jpg']));
      expect(keys.filter((k) => k.endsWith('.type') || k.endsWith('.tmp'))).toEqual([]);
    },
  );

  it('gives a public URL: /objects/<key> on our storage, the pull zone on the CDN', () => {
    expect(storage().publicUrl('products/p1/a.png')).toBe(
      name === 'bunny' ? 'https://cdn.example.test/products/p1/a.png' : '/objects/products/p1/a.png',
    );
    expect(storage().kind).toBe(name);
  });
});

describe('S3 driver on s3rver', () => {
  it('keeps its prefix inside the bucket', async () => {
    await drivers.s3!.put('products/p3/k.png', Buffer.from('abc'), 'image/png');
    const direct = createS3Storage({
      bucket: 'crossover',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${s3port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: '',
    });
    expect(await direct.head('app/products/p3/k.png')).toEqual({ size: 3, contentType: 'image/png' });
    expect(await direct.head('products/p3/k.png')).toBeNull();
  });
});
