import { type Socket, connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { createUser } from '@/test/factories.ts';
import { BOUNDARY, partHeader } from '@/test/upload-fixtures.ts';
import { SLOW_BODY_MESSAGE } from './slow-requests.ts';

// Issue 15 item 10: 20 sign-ins sending a byte every 5 s were all open after 330 s, an upload
// at a byte every 2 s after 420 s. Real sockets against a listening server, with small limits.
let t: TestApp;
let port: number;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({
    http: {
      headersTimeoutMs: 800,
      requestTimeoutMs: 6_000,
      idleTimeoutMs: 1_500,
      keepAliveTimeoutMs: 1_000,
      bodyMinBytesPerSecond: 50,
      bodyGraceMs: 800,
    },
  });
  admin = await sessionCookie(t, (await createUser(t.db, { role: 'admin' })).id);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

interface Outcome {
  /** Whether the server ended the connection before `capMs`. */
  closed: boolean;
  afterMs: number;
  answer: string;
}

/** Sends `head`, then `piece` every `everyMs` until the server closes the socket or `capMs` passes. */
function trickle(head: string, piece: string, everyMs: number, capMs = 4_000): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(head));
    const timer = setInterval(() => socket.writable && socket.write(piece), everyMs);
    const done = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(cap);
      socket.destroy();
      resolve({ closed, afterMs: Date.now() - started, answer });
    };
    const cap = setTimeout(() => done(false), capMs);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => done(true));
  });
}

const LOGIN = '/api/auth/traditional/login';
const jsonHead = (path: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('slow clients are cut off', () => {
  it('closes a connection whose headers trickle in (408)', async () => {
    const outcome = await trickle(`POST ${LOGIN} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: `, 'a', 200);
    expect(outcome.closed, JSON.stringify(outcome)).toBe(true);
    expect(outcome.afterMs).toBeLessThan(3_000);
    expect(outcome.answer, JSON.stringify(outcome)).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts a sign-in whose body arrives a byte at a time (408 saying why)', async () => {
    const outcome = await trickle(jsonHead(LOGIN, 200), ' ', 200);
    expect(outcome.closed).toBe(true);
    expect(outcome.afterMs).toBeLessThan(3_000);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(outcome.answer).toContain(SLOW_BODY_MESSAGE);
  });

  it('cuts an upload below the floor of bytes a second', async () => {
    const head =
      `POST /api/csv-import HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${admin}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: 100000\r\n\r\n` +
      partHeader({ name: 'csvFile', filename: 'slow.csv', contentType: 'text/csv', data: Buffer.alloc(0) }) +
      'SKU,Name\r\n';
    const outcome = await trickle(head, 'A', 100);
    expect(outcome.closed).toBe(true);
    expect(outcome.afterMs).toBeLessThan(3_000);
    expect(outcome.answer).toContain(SLOW_BODY_MESSAGE);
  });

  it('closes a connection that sends nothing', async () => {
    const outcome = await trickle('', '', 10_000);
    expect(outcome.closed).toBe(true);
    expect(outcome.afterMs).toBeLessThan(3_000);
  });

  it('answers a body that is slow but above the floor, and a prompt one', async () => {
    const body = JSON.stringify({ email: 'nobody@example.test', password: 'x'.repeat(580) });
    const pieces = body.match(/.{1,60}/gs)!;
    expect(pieces.length).toBeGreaterThan(8);
    // 60 bytes every 100 ms (600 B/s) for over a second: past the grace, above the floor.
    const slow = await new Promise<string>((resolve) => {
      let answer = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(jsonHead(LOGIN, Buffer.byteLength(body))));
      const timer = setInterval(() => {
        const next = pieces.shift();
        if (next) socket.write(next);
        else clearInterval(timer);
      }, 100);
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString();
        if (answer.includes('\r\n\r\n')) socket.destroy();
      });
      socket.on('close', () => resolve(answer));
    });
    // Answered as it would be at full speed (the over-long password is refused), not cut off.
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(slow)?.[1]);
    const prompt = await fetch(`http://127.0.0.1:${port}${LOGIN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(status).not.toBe(408);
    expect(status).toBe(prompt.status);
  });
});
