import { open } from 'node:fs/promises';

/** The kinds of file the spreadsheet uploads accept, as decided by their bytes. */
export type FileKind = 'csv' | 'xlsx' | 'xls';

/** How many leading bytes the sniffers look at (a local zip header, an OLE2 header, text). */
export const HEAD_BYTES = 1024;

export const KIND_NAMES: Record<FileKind, string> = {
  csv: 'CSV',
  xlsx: 'Excel (.xlsx)',
  xls: 'Excel 97-2003 (.xls)',
};

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * Text has no NUL and no C0 control characters except tab, line breaks, form feed and the old
 * DOS end-of-file mark. Every other byte decodes as Windows-1252 or UTF-8, so this is the test
 * that separates a CSV from a picture or a program (a PNG has NULs in its first 16 bytes).
 */
function looksLikeText(head: Buffer): boolean {
  for (const byte of head) {
    if (byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x0c || byte === 0x1a)
      continue;
    return false;
  }
  return true;
}

/**
 * The kind of file from its first bytes, never from its name or declared type: 'zip' still has
 * to prove it is a workbook (an xl/workbook entry, checked by zip-check.ts), 'xls' is any OLE2
 * compound file (SheetJS refuses OLE2 files that hold no workbook). Null: none of ours.
 */
export function sniffHead(head: Buffer): 'csv' | 'zip' | 'xls' | null {
  if (head.length === 0) return null;
  if (head.length >= 4 && head.subarray(0, 4).equals(ZIP)) return 'zip';
  if (head.length >= 8 && head.subarray(0, 8).equals(OLE2)) return 'xls';
  // A UTF-16 text file (Excel's "Unicode Text") is full of NULs: refused here, on purpose.
  return looksLikeText(head.subarray(0, HEAD_BYTES)) ? 'csv' : null;
}

/** The first HEAD_BYTES bytes of a file on disk. */
export async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Why a file of a kind we do not read was refused, and how to save it instead, when its bytes say. */
export const SAVE_AS_HINTS = {
  utf16:
    'The file is UTF-16 text (Excel\'s "Unicode Text"), which cannot be read: save it as CSV UTF-8 or Excel Workbook (.xlsx) and upload that',
};

/**
 * A UTF-16 text file: a UTF-16 byte-order mark, or (without one) a NUL in every other byte of
 * mostly-ASCII text.
 */
export function refusedKindHint(head: Buffer): string | null {
  if (head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)))
    return SAVE_AS_HINTS.utf16;
  const pairs = Math.floor(Math.min(head.length, 256) / 2);
  if (pairs < 4) return null;
  let nulHalves = 0;
  for (let i = 0; i < pairs; i++) if ((head[2 * i] === 0) !== (head[2 * i + 1] === 0)) nulHalves += 1;
  return nulHalves >= pairs * 0.9 ? SAVE_AS_HINTS.utf16 : null;
}
