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
