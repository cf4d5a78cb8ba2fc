import sharp from 'sharp';
import { MAX_LOGO_BYTES } from '@crossover/domain/organizations';

export type LogoFormat = 'png' | 'jpeg' | 'webp';

export const LOGO_ERRORS = {
  notImage: 'The logo must be a PNG, JPEG or WebP image (SVG and other files are not accepted)',
  tooLarge: `The logo must be at most ${MAX_LOGO_BYTES / (1024 * 1024)} MB`,
  empty: 'The logo file is empty',
  unreadable: 'The logo image could not be read; it may be damaged',
  missing: 'No uploaded file was found at that address; upload the logo again',
  foreignUrl: 'logoURL must be an upload address this server issued for this organization',
} as const;

/** The real type of the bytes, whatever the name or content-type claims. */
export function detectImageFormat(bytes: Buffer): LogoFormat | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export const CONTENT_TYPES: Record<LogoFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** Checks a candidate logo; the error message says why it is refused, or null when it is fine. */
export function logoProblem(bytes: Buffer): string | null {
  if (bytes.length === 0) return LOGO_ERRORS.empty;
  if (bytes.length > MAX_LOGO_BYTES) return LOGO_ERRORS.tooLarge;
  if (!detectImageFormat(bytes)) return LOGO_ERRORS.notImage;
  return null;
}

/**
 * Decodes and re-encodes in the same format: applies the EXIF orientation, bounds the size to
 * 1024 px, and leaves every metadata block (EXIF, XMP, ICC comments) behind.
 */
export async function reencodeLogo(bytes: Buffer): Promise<{ body: Buffer; format: LogoFormat }> {
  const format = detectImageFormat(bytes);
  if (!format) throw new Error(LOGO_ERRORS.notImage);
  const pipeline = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error', animated: false })
    .rotate()
    .resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true });
  const encoded =
    format === 'png'
      ? pipeline.png({ compressionLevel: 9 })
      : format === 'jpeg'
        ? pipeline.jpeg({ quality: 88, mozjpeg: true })
        : pipeline.webp({ quality: 88 });
  return { body: await encoded.toBuffer(), format };
}
