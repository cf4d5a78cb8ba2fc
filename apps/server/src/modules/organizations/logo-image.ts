import { MAX_LOGO_BYTES } from '@crossover/domain/organizations';
import { IMAGE_CONTENT_TYPES, detectImageFormat as detectAnyImageFormat } from '@/lib/images/image-format.ts';
import { ImageRejected, prepareImage } from '@/lib/images/pipeline.ts';

export type LogoFormat = 'png' | 'jpeg' | 'webp';

const LOGO_FORMATS: readonly LogoFormat[] = ['png', 'jpeg', 'webp'];

export const LOGO_ERRORS = {
  notImage: 'The logo must be a PNG, JPEG or WebP image (SVG and other files are not accepted)',
  tooLarge: `The logo must be at most ${MAX_LOGO_BYTES / (1024 * 1024)} MB`,
  empty: 'The logo file is empty',
  unreadable: 'The logo image could not be read; it may be damaged',
  missing: 'No uploaded file was found at that address; upload the logo again',
  foreignUrl: 'logoURL must be an upload address this server issued for this organization',
} as const;

/** The real type of the bytes, whatever the name or content-type claims (GIF is not a logo format). */
export function detectImageFormat(bytes: Buffer): LogoFormat | null {
  const format = detectAnyImageFormat(bytes);
  return format && LOGO_FORMATS.includes(format as LogoFormat) ? (format as LogoFormat) : null;
}

export const CONTENT_TYPES: Record<LogoFormat, string> = {
  png: IMAGE_CONTENT_TYPES.png,
  jpeg: IMAGE_CONTENT_TYPES.jpeg,
  webp: IMAGE_CONTENT_TYPES.webp,
};

/** Checks a candidate logo; the error message says why it is refused, or null when it is fine. */
export function logoProblem(bytes: Buffer): string | null {
  if (bytes.length === 0) return LOGO_ERRORS.empty;
  if (bytes.length > MAX_LOGO_BYTES) return LOGO_ERRORS.tooLarge;
  if (!detectImageFormat(bytes)) return LOGO_ERRORS.notImage;
  return null;
}

/**
 * Decodes and re-encodes in the same format through the shared pipeline (lib/images): applies
 * the EXIF orientation, bounds the size to 1024 px, and leaves every metadata block (EXIF, XMP,
 * ICC comments) behind.
 */
export async function reencodeLogo(bytes: Buffer): Promise<{ body: Buffer; format: LogoFormat }> {
  try {
    const image = await prepareImage(bytes, { maxDimension: 1024, accept: LOGO_FORMATS });
    return { body: image.body, format: image.format };
  } catch (error) {
    if (error instanceof ImageRejected) {
      throw new Error(error.reason === 'notImage' ? LOGO_ERRORS.notImage : LOGO_ERRORS.unreadable, {
        cause: error,
      });
    }
    throw error;
  }
}
