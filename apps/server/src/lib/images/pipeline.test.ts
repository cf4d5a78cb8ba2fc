import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_CONTENT_TYPES, detectImageFormat } from './image-format.ts';
import { ImageRejected, prepareImage } from './pipeline.ts';

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
}

async function rejection(promise: Promise<unknown>): Promise<ImageRejected> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImageRejected) return error;
    throw error;
  }
  throw new Error('expected ImageRejected');
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 15000 × 15000 1-bit PNG: 225 megapixels of zeros, deflated to a few tens of KB. */
function realBombPng(): Buffer {
  const side = 15_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const raw = Buffer.alloc(side * (1 + side / 8)); // each row: filter byte + 1875 bytes
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real small PNG whose header then claims 15000 × 15000. */
async function bombPng(): Promise<Buffer> {
  const png = Buffer.from(await solid(8, 8).png().toBuffer());
  // IHDR: length(4) 'IHDR'(4) width(4) height(4) … starts at byte 8; CRC covers type + data.
  png.writeUInt32BE(15_000, 16);
  png.writeUInt32BE(15_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('detectImageFormat', () => {
  it('knows the four formats by their bytes', async () => {
    expect(detectImageFormat(await solid(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageFormat(await solid(4, 4).png().toBuffer())).toBe('png');
    expect(detectImageFormat(await solid(4, 4).webp().toBuffer())).toBe('webp');
    expect(detectImageFormat(await solid(4, 4).gif().toBuffer())).toBe('gif');
    expect(IMAGE_CONTENT_TYPES.gif).toBe('image/gif');
  });

  it('answers null for anything else', () => {
    expect(detectImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectImageFormat(Buffer.from('<!doctype html><p>not found</p>'))).toBeNull();
    expect(detectImageFormat(Buffer.alloc(0))).toBeNull();
    expect(detectImageFormat(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe('prepareImage', () => {
  it('brings a large image inside maxDimension, keeping its format and aspect', async () => {
    const prepared = await prepareImage(await solid(3000, 1500).jpeg().toBuffer(), { maxDimension: 2000 });
    expect(prepared).toMatchObject({ format: 'jpeg', contentType: 'image/jpeg', width: 2000, height: 1000 });
    expect(detectImageFormat(prepared.body)).toBe('jpeg');
    expect(await sharp(prepared.body).metadata()).toMatchObject({ width: 2000, height: 1000 });
  });

  it('never enlarges a small image', async () => {
    const prepared = await prepareImage(await solid(300, 200).webp().toBuffer(), { maxDimension: 2000 });
    expect(prepared).toMatchObject({ format: 'webp', contentType: 'image/webp', width: 300, height: 200 });
  });

  it('encodes for catalogue pictures: baseline JPEG at quality 82, lossless PNG (logos keep every pixel)', async () => {
    const photo = await prepareImage(await solid(800, 600).jpeg({ quality: 95 }).toBuffer(), {
      maxDimension: 2000,
    });
    // No mozjpeg: a baseline (not progressive) JPEG.
    expect(await sharp(photo.body).metadata()).toMatchObject({ format: 'jpeg', isProgressive: false });
    const logoSource = await sharp({
      create: { width: 64, height: 32, channels: 4, background: { r: 10, g: 90, b: 200, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const logo = await prepareImage(logoSource, { maxDimension: 1024, accept: ['png', 'jpeg', 'webp'] });
    expect(logo).toMatchObject({ format: 'png', width: 64, height: 32 });
    const pixels = async (bytes: Buffer) => (await sharp(bytes).raw().toBuffer()).toString('hex');
    expect(await pixels(logo.body)).toBe(await pixels(logoSource));
  });

  it('strips EXIF metadata and applies the orientation', async () => {
    const withExif = await solid(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Someone else', Artist: 'GPS person' } } })
      .toBuffer();
    const before = await sharp(withExif).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    const prepared = await prepareImage(withExif, { maxDimension: 2000 });
    const after = await sharp(prepared.body).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(prepared.body.includes(Buffer.from('Someone else'))).toBe(false);
    // Orientation 6 is a quarter turn: the stored pixels stand upright.
    expect([prepared.width, prepared.height]).toEqual([200, 400]);
  });

  it('converts a GIF to PNG (first frame)', async () => {
    const gif = await solid(250, 250).gif().toBuffer();
    const prepared = await prepareImage(gif, { maxDimension: 2000 });
    expect(prepared).toMatchObject({ format: 'png', contentType: 'image/png', width: 250, height: 250 });
    expect(detectImageFormat(prepared.body)).toBe('png');
  });

  it('refuses a decompression bomb (huge dimensions in a tiny file)', async () => {
    const bomb = await bombPng();
    expect(bomb.length).toBeLessThan(200);
    const error = await rejection(prepareImage(bomb, { maxDimension: 2000 }));
    expect(error.reason).toBe('tooLarge');
    const real = realBombPng();
    expect(real.length).toBeLessThan(300 * 1024);
    expect(await sharp(real, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 15_000,
      height: 15_000,
    });
    const started = Date.now();
    expect((await rejection(prepareImage(real, { maxDimension: 2000 }))).reason).toBe('tooLarge');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses what is not an image, or not an accepted one', async () => {
    expect((await rejection(prepareImage(Buffer.from('<svg/>'), { maxDimension: 2000 }))).reason).toBe(
      'notImage',
    );
    expect((await rejection(prepareImage(Buffer.from('<html>'), { maxDimension: 2000 }))).reason).toBe(
      'notImage',
    );
    const gif = await solid(20, 20).gif().toBuffer();
    const logo = await rejection(prepareImage(gif, { maxDimension: 1024, accept: ['png', 'jpeg', 'webp'] }));
    expect(logo.reason).toBe('notImage');
  });

  it('refuses damaged bytes behind a valid signature', async () => {
    const png = await solid(50, 50).png().toBuffer();
    const damaged = Buffer.concat([
      png.subarray(0, 8),
      Buffer.from('garbage that is not a PNG chunk at all'),
    ]);
    expect((await rejection(prepareImage(damaged, { maxDimension: 2000 }))).reason).toBe('unreadable');
    const truncated = png.subarray(0, 60);
    expect((await rejection(prepareImage(truncated, { maxDimension: 2000 }))).reason).toBe('unreadable');
  });

  it('refuses an image under minDimension', async () => {
    const small = await solid(150, 400).png().toBuffer();
    const error = await rejection(prepareImage(small, { maxDimension: 2000, minDimension: 200 }));
    expect(error.reason).toBe('tooSmall');
    expect(error.message).toContain('150 × 400');
    await expect(
      prepareImage(await solid(200, 200).png().toBuffer(), { maxDimension: 2000, minDimension: 200 }),
    ).resolves.toMatchObject({ width: 200 });
  });
});
