import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import zlib from 'node:zlib';

/** Test-only builders: multipart bodies, and zip files (real workbooks' wrappers and bombs). */

export type FormPart =
  { name: string; value: string } | { name: string; filename: string; contentType?: string; data: Buffer };

const MB = 1024 * 1024;

export const BOUNDARY = '----crossover-test-boundary';

export function partHeader(part: FormPart): string {
  if ('value' in part) return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
  return (
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
    `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`
  );
}

export const CLOSING = `\r\n--${BOUNDARY}--\r\n`;

/** A multipart/form-data body and its content-type header. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) chunks.push(Buffer.from('\r\n'));
    chunks.push(Buffer.from(partHeader(part)));
    chunks.push('value' in part ? Buffer.from(part.value) : part.data);
  });
  chunks.push(Buffer.from(CLOSING));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

export interface EndlessOutcome {
  status: number;
  body: string;
  /** Bytes written when the answer arrived. */
  sentWhenAnswered: number;
  /** Bytes written in all before the connection ended (or the cap was reached). */
  sent: number;
  /** Whether the server ended the connection before the client finished sending. */
  cut: boolean;
}

/**
 * Sends `head`, then 64 KB chunks (with backpressure) until the server answers and ends the
 * connection, or `cap` bytes were sent (then `tail`). Tells whether a server stops reading.
 */
export function sendEndless(options: {
  port: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  head?: string;
  tail?: string;
  cap?: number;
}): Promise<EndlessOutcome> {
  const cap = options.cap ?? 200 * MB;
  return new Promise((resolve) => {
    let sent = 0;
    let answer: Omit<EndlessOutcome, 'sent' | 'cut'> | undefined;
    let cut = false;
    let ended = false;
    const finish = () => answer && ended && resolve({ ...answer, sent, cut });
    const request = httpRequest({ host: '127.0.0.1', ...options });
    request.on('response', (response) => {
      const sentWhenAnswered = sent;
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        answer = { status: response.statusCode ?? 0, body, sentWhenAnswered };
        finish();
      });
    });
    // After its answer the server ends the connection: the next writes fail, which is the point.
    const onEnd = () => {
      cut ||= sent < cap;
      ended = true;
      finish();
      // The connection can be reset before the answer was read (the server closed it with the
      // upload's rest unread: TCP then discards what the client had not read yet). No answer
      // will come: say so (status 0) instead of waiting for ever.
      setTimeout(() => {
        if (!answer) resolve({ status: 0, body: '', sentWhenAnswered: sent, sent, cut });
      }, 1_000);
    };
    request.on('error', onEnd);
    request.on('close', onEnd);
    if (options.head) request.write(options.head);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (!ended && sent < cap) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!ended) request.end(options.tail);
    };
    pump();
  });
}

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(64),
]);

export interface ZipEntrySpec {
  name: string;
  /** The bytes (stored deflated), or `zerosMb` megabytes of zeros deflated by repetition. */
  data?: Buffer;
  zerosMb?: number;
  /** What the headers claim the entry inflates to (a lie, for the bombs); the truth by default. */
  declaredSize?: number;
  /** What the headers claim the compressed data takes (SheetJS ignores it and inflates to the stream's end). */
  declaredCompressedSize?: number;
  /** Store the bytes as they are (method 0), e.g. incompressible media. */
  stored?: boolean;
}

/**
 * `mb` megabytes of zeros as one raw-deflate stream, without deflating them all: one megabyte is
 * deflated with a full flush (a self-contained run of blocks), repeated, then an empty final block.
 * Kept per size: the CRC of 800 MB takes most of a second.
 */
const zerosCache = new Map<number, { data: Buffer; crc: number }>();
function deflatedZeros(mb: number): { data: Buffer; crc: number } {
  const cached = zerosCache.get(mb);
  if (cached) return cached;
  const zeros = Buffer.alloc(MB);
  const segment = zlib.deflateRawSync(zeros, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  let crc = 0;
  for (let i = 0; i < mb; i++) crc = zlib.crc32(zeros, crc);
  const finalEmptyBlock = Buffer.from([0x03, 0x00]);
  const result = { data: Buffer.concat([...Array<Buffer>(mb).fill(segment), finalEmptyBlock]), crc };
  zerosCache.set(mb, result);
  return result;
}

/** A zip archive, written by hand (local headers, data, central directory, end record). */
export function buildZip(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    let body: Buffer;
    let crc: number;
    let size: number;
    if (entry.zerosMb !== undefined) {
      ({ data: body, crc } = deflatedZeros(entry.zerosMb));
      size = entry.zerosMb * MB;
    } else {
      const data = entry.data ?? Buffer.alloc(0);
      body = entry.stored ? data : zlib.deflateRawSync(data);
      crc = zlib.crc32(data);
      size = data.length;
    }
    const method = entry.stored ? 0 : 8;
    const declared = entry.declaredSize ?? size;
    const compressed = entry.declaredCompressedSize ?? body.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(compressed, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(compressed, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
);
const WORKBOOK = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><workbook/>');

/**
 * An .xlsx-shaped bomb of about 2 MB: a worksheet of `sheetMb` megabytes of zeros, an
 * incompressible 1.2 MB "picture" to give it a realistic size; `lie` makes the headers claim
 * each entry is small, so only inflating it reveals the truth.
 */
export function workbookBomb({
  sheetMb = 800,
  lie = false,
}: { sheetMb?: number; lie?: boolean } = {}): Buffer {
  return buildZip([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: 'xl/workbook.xml', data: WORKBOOK },
    { name: 'xl/media/image1.png', data: randomBytes(1.2 * MB), stored: true },
    { name: 'xl/worksheets/sheet1.xml', zerosMb: sheetMb, ...(lie ? { declaredSize: 4096 } : {}) },
  ]);
}
