import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FetchOutside, OutsideRefused, createFetchOutside } from '../net/guarded-fetch.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalStorage } from '../storage/local.ts';
import { downloadImage } from './download.ts';
import { ImageRejected } from './pipeline.ts';
import { productImageKey, storeProductImage } from './product-images.ts';

let server: Server;
let base: string;
let fetchOutside: FetchOutside;

beforeAll(async () => {
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
  const tiny = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  server = createServer((request, response) => {
    switch (request.url) {
      case '/photo.jpg':
        response.setHeader('content-type', 'image/jpeg');
        response.end(photo);
        return;
      case '/lying.png': // declares an image, sends a page
        response.setHeader('content-type', 'image/png');
        response.end('<html><body>Hotlinking not allowed</body></html>');
        return;
      case '/tiny.png':
        response.end(tiny);
        return;
      case '/moved':
        response.statusCode = 302;
        response.setHeader('location', '/photo.jpg');
        response.end();
        return;
      case '/to-private':
        response.statusCode = 302;
        response.setHeader('location', 'http://10.0.0.7/photo.jpg');
        response.end();
        return;
      default:
        response.statusCode = 404;
        response.end('missing');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  fetchOutside = createFetchOutside({ allowHosts: [`127.0.0.1:${port}`] });
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
});

describe('downloadImage', () => {
  it('downloads, checks and re-encodes an image', async () => {
    const image = await downloadImage(fetchOutside, `${base}/photo.jpg`, { maxDimension: 300 });
    expect(image).toMatchObject({
      format: 'jpeg',
      contentType: 'image/jpeg',
      width: 300,
      height: 200,
      sourceUrl: `${base}/photo.jpg`,
    });
  });

  it('follows a redirect and keeps the address asked for', async () => {
    const image = await downloadImage(fetchOutside, `${base}/moved`);
    expect(image).toMatchObject({ width: 600, height: 400, sourceUrl: `${base}/moved` });
  });

  it('refuses a non-2xx answer, naming the status', async () => {
    const error = await downloadImage(fetchOutside, `${base}/gone.jpg`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageRejected);
    expect(error).toMatchObject({ reason: 'notImage' });
    expect((error as Error).message).toContain('404');
  });

  it('decides the type by the bytes, not the content type', async () => {
    await expect(downloadImage(fetchOutside, `${base}/lying.png`)).rejects.toMatchObject({
      reason: 'notImage',
    });
  });

  it('refuses an image under minDimension', async () => {
    await expect(
      downloadImage(fetchOutside, `${base}/tiny.png`, { minDimension: 200 }),
    ).rejects.toMatchObject({
      reason: 'tooSmall',
    });
  });

  it('passes guarded-fetch refusals through', async () => {
    const error = await downloadImage(fetchOutside, `${base}/to-private`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutsideRefused);
    expect(error).toMatchObject({ reason: 'address' });
    await expect(
      downloadImage(fetchOutside, 'http://169.254.169.254/latest/meta-data/'),
    ).rejects.toMatchObject({
      reason: 'address',
    });
  });
});

describe('product images in storage', () => {
  it('makes a fresh key per image under the product', () => {
    const id = '0b5f7c1e-8a7e-4c1f-9d1e-3c2b1a0f9e8d';
    const first = productImageKey(id, 'jpeg');
    expect(first).toMatch(new RegExp(`^products/${id}/[0-9a-f-]{36}\\.jpg$`));
    expect(productImageKey(id, 'png')).toMatch(/\.png$/);
    expect(productImageKey(id, 'webp')).toMatch(/\.webp$/);
    expect(productImageKey(id, 'jpeg')).not.toBe(first);
    expect(() => productImageKey('../etc', 'png')).toThrow();
  });

  it('stores the image with its content type and answers its /objects address', async () => {
    const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'crossover-images-')), 'test-secret');
    const image = await downloadImage(fetchOutside, `${base}/photo.jpg`);
    const address = await storeProductImage(storage, 'p-1', image);
    expect(address).toMatch(/^\/objects\/products\/p-1\/[0-9a-f-]{36}\.jpg$/);
    const stored = await storage.get(address.slice('/objects/'.length), 10_000_000);
    expect(stored).toMatchObject({ tooLarge: false, contentType: 'image/jpeg' });
    expect(stored?.tooLarge === false && stored.body.equals(image.body)).toBe(true);
  });
});
