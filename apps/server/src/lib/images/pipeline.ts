import sharp from 'sharp';
import { type ImageFormat, IMAGE_CONTENT_TYPES, detectImageFormat } from './image-format.ts';

/**
 * The one image pipeline (logos, product images): type decided by the bytes, decoding bounded
 * (40 MP — a tiny PNG can declare 15000 × 15000), damaged files refused, EXIF orientation applied,
 * size capped, every metadata block left behind, re-encoded (GIF becomes PNG, first frame).
 */

export const MAX_INPUT_PIXELS = 40_000_000;

export type ImageRejection = 'notImage' | 'unreadable' | 'tooSmall' | 'tooLarge';

export class ImageRejected extends Error {
  readonly reason: ImageRejection;
  constructor(reason: ImageRejection, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ImageRejected';
    this.reason = reason;
  }
}

export interface PreparedImage {
  body: Buffer;
  format: 'jpeg' | 'png' | 'webp';
  contentType: string;
  width: number;
  height: number;
}

export interface PrepareImageOptions {
  /** 2000 products, 1024 logos: the longer side is brought down to this, never enlarged. */
  maxDimension: number;
  /** Both sides at least this (200 for search results); smaller → 'tooSmall'. */
  minDimension?: number;
  /** Logos: png, jpeg, webp; products: all four (the default). */
  accept?: readonly ImageFormat[];
}

/**
 * Encoder settings for catalogue pictures (products, logos): a product photo is viewed at a few
 * hundred pixels, so quality 82 is indistinguishable from 88 there. mozjpeg (trellis quantisation,
 * progressive scans) and zlib level 9 cost several times the CPU for a few percent of bytes, and a
 * migration of thousands of images spends its time in exactly this call. PNG keeps lossless
 * (logos: flat colours, sharp edges) at zlib level 6; WebP uses a low
 * effort (the default 4 searches much longer for little gain).
 */
export const ENCODE = {
  jpeg: { quality: 82, mozjpeg: false, chromaSubsampling: '4:2:0' },
  png: { compressionLevel: 6 },
  webp: { quality: 82, effort: 2 },
} as const;

const ALL_FORMATS: readonly ImageFormat[] = ['jpeg', 'png', 'webp', 'gif'];

export async function prepareImage(bytes: Buffer, options: PrepareImageOptions): Promise<PreparedImage> {
  const detected = detectImageFormat(bytes);
  const accept = options.accept ?? ALL_FORMATS;
  if (!detected || !accept.includes(detected)) {
    throw new ImageRejected('notImage', `Not a ${accept.map((f) => f.toUpperCase()).join(', ')} image`);
  }
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
  let width: number;
  let height: number;
  try {
    const metadata = await input().metadata();
    width = metadata.width ?? 0;
    height = metadata.height ?? 0;
  } catch (error) {
    throw decodeFailure(error);
  }
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ImageRejected(
      'tooLarge',
      `The image is ${width} × ${height} px, more than ${MAX_INPUT_PIXELS / 1e6} megapixels`,
    );
  }
  if (width === 0 || height === 0) throw new ImageRejected('unreadable', 'The image has no size');
  if (options.minDimension && (width < options.minDimension || height < options.minDimension)) {
    throw new ImageRejected(
      'tooSmall',
      `The image is ${width} × ${height} px; at least ${options.minDimension} × ${options.minDimension} is needed`,
    );
  }
  const format: PreparedImage['format'] = detected === 'gif' ? 'png' : detected;
  const pipeline = input().rotate().resize({
    width: options.maxDimension,
    height: options.maxDimension,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const encoded =
    format === 'png'
      ? pipeline.png(ENCODE.png)
      : format === 'jpeg'
        ? pipeline.jpeg(ENCODE.jpeg)
        : pipeline.webp(ENCODE.webp);
  try {
    // sharp keeps no metadata (EXIF, XMP, ICC comments) unless asked to: none is asked for.
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      body: data,
      format,
      contentType: IMAGE_CONTENT_TYPES[format],
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw decodeFailure(error);
  }
}

/** sharp's own refusals: past the pixel limit ('tooLarge'), or anything it cannot decode. */
function decodeFailure(error: unknown): ImageRejected {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) {
    return new ImageRejected('tooLarge', `The image is larger than ${MAX_INPUT_PIXELS / 1e6} megapixels`, {
      cause: error,
    });
  }
  return new ImageRejected('unreadable', 'The image could not be read; it may be damaged', { cause: error });
}
