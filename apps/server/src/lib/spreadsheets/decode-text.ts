import { isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import iconv from 'iconv-lite';
import type { TextEncoding } from './table.ts';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * The encoding of a text file: a UTF-8 byte-order mark, else UTF-8 when every byte of the file
 * is valid UTF-8 (checked streaming, so a 'é' on the last line counts), else Windows-1252 — what
 * Excel on Windows writes for "CSV" in Western Europe and the Americas.
 */
export async function detectEncoding(path: string): Promise<TextEncoding> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let first = true;
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
      const bytes = chunk as Buffer;
      if (first && bytes.subarray(0, 3).equals(UTF8_BOM)) return 'utf-8';
      first = false;
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return 'utf-8';
  } catch (error) {
    if (error instanceof TypeError) return 'windows-1252';
    throw error;
  }
}

/**
 * Bytes → text in that encoding, streaming, without the byte-order mark. iconv-lite, not Node's
 * own TextDecoder('windows-1252'), which on Node 20 maps 0x80 to U+0080 instead of '€'.
 */
export function decodeStream(encoding: TextEncoding): NodeJS.ReadWriteStream {
  return iconv.decodeStream(encoding, { stripBOM: true });
}

/** What reading a text file's bytes showed about its encoding, for the upload's warning. */
export interface EncodingReport {
  encoding: TextEncoding;
  /** Lines (1-based) holding bytes that are not valid UTF-8: the first 10, and how many in all. */
  suspectLines: number[];
  suspectCount: number;
  /** Some lines are valid UTF-8 with accents and others are not: two encodings in one file. */
  mixed: boolean;
}

/**
 * As detectEncoding, and also which lines made the file Windows-1252 (a MacRoman file, or one
 * pasted together from two encodings, is read as Windows-1252 whole: its accents may be wrong, so
 * the upload names the lines to check).
 */
export async function scanEncoding(path: string): Promise<EncodingReport> {
  const report: EncodingReport = { encoding: 'utf-8', suspectLines: [], suspectCount: 0, mixed: false };
  let line = 1;
  let pending: Buffer[] = [];
  let utf8Accents = false;
  let first = true;
  const check = (bytes: Buffer) => {
    if (isAscii(bytes)) return;
    if (isUtf8(bytes)) utf8Accents = true;
    else {
      report.suspectCount += 1;
      if (report.suspectLines.length < 10) report.suspectLines.push(line);
    }
  };
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
    let bytes = chunk as Buffer;
    if (first && bytes.subarray(0, 3).equals(UTF8_BOM)) return report;
    first = false;
    for (let at = bytes.indexOf(0x0a); at !== -1; at = bytes.indexOf(0x0a)) {
      check(Buffer.concat([...pending, bytes.subarray(0, at)]));
      pending = [];
      bytes = bytes.subarray(at + 1);
      line += 1;
    }
    if (bytes.length > 0) pending.push(bytes);
  }
  if (pending.length > 0) check(Buffer.concat(pending));
  if (report.suspectCount > 0) {
    report.encoding = 'windows-1252';
    report.mixed = utf8Accents;
  }
  return report;
}

const isAscii = (bytes: Buffer) => bytes.every((byte) => byte < 0x80);
