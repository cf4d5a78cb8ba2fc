import type { Readable } from 'node:stream';

/** The body passed its limit: by its declared Content-Length, or by the bytes counted. */
export class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge';
  constructor(readonly maxBytes: number) {
    super(`The body is larger than ${maxBytes} bytes`);
  }
}

/**
 * Reads a raw request body (a content-type parser's payload) into memory, at most `maxBytes`: a
 * declared Content-Length over the limit is refused before reading, and the count is checked at
 * every chunk, so a missing or false length changes nothing. Past the limit nothing more is kept
 * and the rest is drained, not buffered; the caller answers (with `Connection: close`: the
 * connection ends after the answer). For small files only (logos): larger ones go through receiveUpload.
 */
export function readLimitedBody(
  payload: Readable,
  maxBytes: number,
  declaredLength?: string | undefined,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(declaredLength ?? 0);
    if (declared > maxBytes) {
      payload.resume();
      return reject(new BodyTooLarge(maxBytes));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      payload.off('data', onData);
      chunks.length = 0;
      payload.resume();
      reject(new BodyTooLarge(maxBytes));
    };
    payload.on('data', onData);
    payload.once('end', () => resolve(Buffer.concat(chunks)));
    payload.once('error', reject);
  });
}
