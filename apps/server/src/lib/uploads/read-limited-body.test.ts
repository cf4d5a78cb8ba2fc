import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BodyTooLarge, readLimitedBody } from './read-limited-body.ts';

/** A stream of `count` chunks of `size` bytes. */
function source(count: number, size: number) {
  let pulled = 0;
  const stream = new Readable({
    read() {
      pulled++;
      this.push(pulled > count ? null : Buffer.alloc(size, 1));
    },
  });
  return { stream };
}

describe('readLimitedBody', () => {
  it('reads a body up to the limit exactly', async () => {
    const { stream } = source(4, 250);
    expect((await readLimitedBody(stream, 1000)).length).toBe(1000);
  });

  it('refuses at the first chunk past the limit, keeping nothing', async () => {
    const { stream } = source(8, 250);
    const error = await readLimitedBody(stream, 1000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BodyTooLarge);
    expect((error as BodyTooLarge).maxBytes).toBe(1000);
  });

  it('refuses a declared Content-Length over the limit before reading a byte', async () => {
    const { stream } = source(8, 250);
    await expect(readLimitedBody(stream, 1000, '2000')).rejects.toBeInstanceOf(BodyTooLarge);
    // Nothing is collected: no data listener was ever attached, the stream is only drained.
    expect(stream.listenerCount('data')).toBe(0);
  });

  it('does not trust a small declared length', async () => {
    const { stream } = source(8, 250);
    await expect(readLimitedBody(stream, 1000, '10')).rejects.toBeInstanceOf(BodyTooLarge);
  });
});
