import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LOGO_BYTES } from '@crossover/domain/organizations';
import { LOGO_ERRORS } from '@/modules/organizations/logo-image.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { createUser } from '@/test/factories.ts';
import { PNG_BYTES, sendEndless } from '@/test/upload-fixtures.ts';

let t: TestApp;
let cookie: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t.db, { role: 'admin' })).id;
  cookie = await sessionCookie(t, userId);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await t.close();
});

const uploadUrl = (name: string) => t.app.storage.createUploadUrl(`test/${name}.png`, userId, 60);

/** A PNG signature padded to `size` bytes (the PUT route checks the kind, not the picture). */
const pngOfSize = (size: number) => Buffer.concat([PNG_BYTES, Buffer.alloc(size - PNG_BYTES.length)]);

describe('PUT /api/uploads (local storage)', () => {
  it('takes a logo of exactly the limit and refuses one byte more, even without a Content-Length', async () => {
    const exactly = await t.app.inject({
      method: 'PUT',
      url: await uploadUrl('exact'),
      headers: { cookie, 'content-type': 'image/png' },
      payload: pngOfSize(MAX_LOGO_BYTES),
    });
    expect(exactly.statusCode, exactly.body).toBe(200);
    // Sent as a stream: no Content-Length to refuse it by, so the count while reading decides.
    const over = await t.app.inject({
      method: 'PUT',
      url: await uploadUrl('over'),
      headers: { cookie, 'content-type': 'image/png' },
      payload: Readable.from([pngOfSize(MAX_LOGO_BYTES), Buffer.from([0])]),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: LOGO_ERRORS.tooLarge, errors: { file: LOGO_ERRORS.tooLarge } });
  });

  it('answers an endless upload at the limit and stops reading it', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const url = await uploadUrl('endless');
    const outcome = await sendEndless({
      port,
      method: 'PUT',
      path: url,
      headers: { cookie, 'content-type': 'image/png' },
    });
    expect(outcome.status).toBe(400);
    expect(JSON.parse(outcome.body)).toMatchObject({ message: LOGO_ERRORS.tooLarge });
    expect(outcome.cut).toBe(true);
    expect(outcome.sent).toBeLessThan(40 * 1024 * 1024);
  });
});
