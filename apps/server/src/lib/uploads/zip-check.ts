import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '@/lib/errors.ts';

/** How far a zip (an .xlsx) may expand before any parser is allowed to open it. */
export interface ZipLimits {
  maxEntries: number;
  /** Bytes one entry may inflate to. */
  maxEntryBytes: number;
  /** Bytes all entries together may inflate to. */
  maxTotalBytes: number;
}

const MB = 1024 * 1024;

/** Generous for any real workbook: a 100,000-row sheet is about 40 MB of XML. */
export const WORKBOOK_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2000,
  maxEntryBytes: 100 * MB,
  maxTotalBytes: 250 * MB,
};

export const ZIP_ERRORS = {
  damaged: 'The Excel file is damaged or is not a real .xlsx file',
  notWorkbook: 'The file is a zip archive but not an Excel workbook (.xlsx)',
  openDocument:
    'The file is an OpenDocument spreadsheet (.ods), which cannot be read: save it as CSV UTF-8 or Excel Workbook (.xlsx) and upload that',
  encrypted: 'The Excel file is password-protected; save it without a password and upload it again',
  tooManyEntries: (limit: number) => `The Excel file has more than ${limit} parts; it cannot be read`,
  expandsTooMuch: (limitMb: number) =>
    `The Excel file expands to more than ${limitMb} MB when opened; it cannot be read`,
};

export const refused = (message: string) => new AppError(400, message, { file: message });

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(
      path,
      // validateEntrySizes: a stream that inflates past its declared size errors at that byte.
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error || !zip ? reject(refused(ZIP_ERRORS.damaged)) : resolve(zip)),
    ),
  );
}

/** Calls `onEntry` for each central-directory entry in order; stops (and rejects) on its first error. */
function eachEntry(zip: ZipFile, onEntry: (entry: Entry) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      onEntry(entry).then(
        () => zip.readEntry(),
        (error: unknown) => reject(error),
      );
    });
    zip.once('end', () => resolve());
    zip.once('error', () => reject(refused(ZIP_ERRORS.damaged)));
    zip.readEntry();
  });
}

/** Inflates one entry into nothing, counting; destroys the stream as soon as `budget` is passed. */
function inflateCounting(zip: ZipFile, entry: Entry, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(refused(ZIP_ERRORS.damaged));
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > budget) {
          stream.destroy();
          reject(new RangeError('over budget'));
        }
      });
      stream.once('end', () => resolve(bytes));
      // validateEntrySizes: more bytes than the header declared (a lying header) lands here.
      stream.once('error', () => reject(refused(ZIP_ERRORS.damaged)));
    });
  });
}

/**
 * Proves a zip is a workbook that expands within `limits`, before SheetJS sees it: SheetJS
 * inflates every part into memory (a 1.9 MB file inflating to 780 MB took it to 1.6 GB), and a
 * worker's heap limit does not stop it (buffers live outside the heap). Declared sizes are
 * checked first (instant refusal of an honest bomb); then every entry is really inflated and
 * counted, so a header that lies is caught at the first byte past what it declared.
 * `inflate: false` only reads the central directory (the cheap check at upload time).
 */
export async function checkWorkbookZip(
  path: string,
  limits: ZipLimits = WORKBOOK_ZIP_LIMITS,
  { inflate = true }: { inflate?: boolean } = {},
): Promise<{ entries: number; totalBytes: number }> {
  const zip = await openZip(path);
  const expandsTooMuch = refused(ZIP_ERRORS.expandsTooMuch(Math.round(limits.maxTotalBytes / MB)));
  try {
    if (zip.entryCount > limits.maxEntries) throw refused(ZIP_ERRORS.tooManyEntries(limits.maxEntries));
    let declaredTotal = 0;
    let inflatedTotal = 0;
    let workbook = false;
    let openDocument = false;
    await eachEntry(zip, async (entry) => {
      if (/^xl\/workbook\.(xml|bin)$/i.test(entry.fileName)) workbook = true;
      // LibreOffice's own format: a 'mimetype' entry first, the sheets in content.xml.
      if (entry.fileName === 'mimetype' || entry.fileName === 'content.xml') openDocument = true;
      if (entry.isEncrypted()) throw refused(ZIP_ERRORS.encrypted);
      declaredTotal += entry.uncompressedSize;
      if (entry.uncompressedSize > limits.maxEntryBytes || declaredTotal > limits.maxTotalBytes)
        throw expandsTooMuch;
      // Every entry, folders included: a "folder" may hide data a parser would still inflate.
      if (!inflate) return;
      const budget = Math.min(limits.maxEntryBytes, limits.maxTotalBytes - inflatedTotal);
      inflatedTotal += await inflateCounting(zip, entry, budget).catch((error: unknown) => {
        throw error instanceof RangeError ? expandsTooMuch : error;
      });
    });
    if (!workbook) throw refused(openDocument ? ZIP_ERRORS.openDocument : ZIP_ERRORS.notWorkbook);
    return { entries: zip.entryCount, totalBytes: inflate ? inflatedTotal : declaredTotal };
  } finally {
    zip.close();
  }
}
