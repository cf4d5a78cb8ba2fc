// PLACEHOLDER until feat/net merges
import sharp from 'sharp';
import { detectImageFormat, type ImageFormat } from './image-format.ts';

export class ImageRejected extends Error {
  constructor(
    readonly reason: 'notImage' | 'unreadable' | 'tooSmall' | 'tooLarge',
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejected';
  }
}
export interface PreparedImage {
  body: Buffer;
  format: 'jpeg' | 'png' | 'webp';
  contentType: string;
  width: number;
  height: number;
}
export async function prepareImage(
  bytes: Buffer,
  options: { maxDimension: number; minDimension?: number; accept?: readonly ImageFormat[] },
): Promise<PreparedImage> {
  const format = detectImageFormat(bytes);
  if (!format || (options.accept && !options.accept.includes(format)))
    throw new ImageRejected('notImage', 'not an image');
  let meta;
  try {
    meta = await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' }).metadata();
  } catch {
    throw new ImageRejected('unreadable', 'unreadable image');
  }
  const min = options.minDimension ?? 0;
  if ((meta.width ?? 0) < min || (meta.height ?? 0) < min)
    throw new ImageRejected('tooSmall', `image is ${meta.width}×${meta.height}, smaller than ${min} px`);
  const out = format === 'jpeg' ? 'jpeg' : format === 'webp' ? 'webp' : 'png';
  const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
    .rotate()
    .resize({
      width: options.maxDimension,
      height: options.maxDimension,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .toFormat(out)
    .toBuffer({ resolveWithObject: true });
  return { body: data, format: out, contentType: `image/${out}`, width: info.width, height: info.height };
}
