import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LOGO_BYTES } from '@crossover/domain/organizations';
import { LOGO_ERRORS } from '@/modules/organizations/logo-image.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { createUser } from '@/test/factories.ts';
import { PNG_BYTES } from '@/test/upload-fixtures.ts';

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
    const { Readable } = await import('node:stream');
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
    const outcome = await new Promise<{ status: number; message: string; sent: number }>((resolve) => {
      let sent = 0;
      let answer: { status: number; message: string } | undefined;
      let cut = false;
      const finish = () => answer && cut && resolve({ ...answer, sent });
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path: url,
        headers: { cookie, 'content-type': 'image/png' },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          answer = {
            status: response.statusCode ?? 0,
            message: (JSON.parse(body) as { message: string }).message,
          };
          finish();
        });
      });
      const onCut = () => {
        cut = true;
        finish();
      };
      request.on('error', onCut);
      request.on('close', onCut);
      const chunk = Buffer.alloc(64 * 1024, 1);
      const pump = () => {
        while (!cut && sent < 200 * 1024 * 1024) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        if (!cut) request.end();
      };
      pump();
    });
    expect(outcome.status).toBe(400);
    expect(outcome.message).toBe(LOGO_ERRORS.tooLarge);
    expect(outcome.sent).toBeLessThan(40 * 1024 * 1024);
  });
});
