import { get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/database.ts';
import { auditLog } from '@/db/schema/audit-log.ts';
import { errorsPlugin } from '@/plugins/errors.ts';
import { createTestDatabase } from '@/test/database.ts';
import { contentDisposition, csvCell, csvLine, keysetPages, safeFilename, sendCsv } from './csv-export.ts';

describe('csvCell', () => {
  it('neutralises text that a spreadsheet would run as a formula', () => {
    for (const formula of ['=1+1', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x")']) {
      expect(csvCell(formula).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvCell('=HYPERLINK("http://x","a,b")')).toBe(`"'=HYPERLINK(""http://x"",""a,b"")"`);
    // Numbers are numbers: -5 is not a formula.
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('Amp = loud')).toBe('Amp = loud');
  });

  it('neutralises the full-width formula starts too', () => {
    for (const formula of [
      '\uFF1D1+1',
      '\uFF0B1+1',
      '\uFF0D2+3',
      '\uFF20SUM(A1)',
      '\uFF1DHYPERLINK("http://x")',
    ]) {
      expect(csvCell(formula).replace(/^"/, '').startsWith("'")).toBe(true);
    }
  });

  it('leaves text that is a plain number alone, signed or not', () => {
    for (const plain of ['-12.00', '-3', '+5.5', '-1,299.99', '-.5', '+1e3', '12']) {
      expect(csvCell(plain)).toBe(plain.includes(',') ? `"${plain}"` : plain);
    }
    for (const formula of ['-2+3', '-', '+', '-1-1', '-A1', '-12.00.1', '- 12', '-1,2']) {
      expect(csvCell(formula).replace(/^"/, '').startsWith("'")).toBe(true);
    }
  });

  it('quotes per RFC 4180: quotes doubled, fields with comma, quote, CR or LF quoted', () => {
    expect(
      csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\rhere', '', null, undefined, 12.5, true]),
    ).toBe('plain,"a,b","say ""hi""","two\nlines","cr\rhere",,,,12.5,true\r\n');
    expect(csvCell(new Date(Date.UTC(2024, 0, 31, 13, 5)))).toBe('2024-01-31T13:05:00.000Z');
  });
});

describe('file names', () => {
  it('strips folders, quotes and control characters, and keeps .csv', () => {
    expect(safeFilename('../../etc/passwd')).toBe('etc_passwd.csv');
    expect(safeFilename('C:\\Users\\x\\report.csv')).toBe('C__Users_x_report.csv');
    expect(safeFilename('a"b\r\nContent-Type: x.csv')).toBe('a_bContent-Type_ x.csv');
    expect(safeFilename('evil\u202Evsc.csv')).toBe('evilvsc.csv');
    expect(safeFilename('  ...  ')).toBe('export.csv');
    expect(safeFilename('x'.repeat(500))).toHaveLength(120);
  });

  it('gives an ASCII fallback and an RFC 5987 name for the rest', () => {
    expect(contentDisposition('audit-log.csv')).toBe('attachment; filename="audit-log.csv"');
    expect(contentDisposition("Prix d'été (€).csv")).toBe(
      `attachment; filename="Prix d_ete (_).csv"; filename*=UTF-8''Prix%20d_%C3%A9t%C3%A9%20%28%E2%82%AC%29.csv`,
    );
  });
});

const MB = 1024 * 1024;
let app: FastifyInstance;
let database: Database;
let produced = 0;
let pageQueries = 0;
const AUDIT_ROWS = 2_345;

/** 100,000 rows of ~1 KB each (100 MB of CSV: over the limit if it were held), made one at a time; every 1000th is a formula. */
async function* generated(count: number) {
  for (let i = 0; i < count; i++) {
    produced++;
    yield {
      id: i,
      name: i % 1000 === 0 ? `=HYPERLINK("http://evil.test/${i}")` : `Product ${i}`,
      note: 'x'.repeat(1000),
    };
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  const start = Date.UTC(2026, 0, 1);
  // Three rows per millisecond: the id breaks ties, as the keyset key must be unique.
  const rows = Array.from({ length: AUDIT_ROWS }, (_, i) => ({
    action: i === 7 ? '=cmd|/c calc' : `action-${i}`,
    createdAt: new Date(start + Math.floor(i / 3)),
  }));
  for (let i = 0; i < rows.length; i += 500)
    await database.db.insert(auditLog).values(rows.slice(i, i + 500));

  app = Fastify();
  await app.register(errorsPlugin);
  // Test-only routes: the spec has no export among the screens built so far.
  app.get('/generated', (_request, reply) =>
    sendCsv(reply, {
      filename: 'products.csv',
      columns: [
        { header: 'id', value: (row: { id: number }) => row.id },
        { header: 'name', value: (row: { name: string }) => row.name },
        { header: 'note', value: (row: { note: string }) => row.note },
      ],
      rows: generated(100_000),
    }),
  );
  app.get('/audit', (_request, reply) => {
    type Key = { createdAt: Date; id: string };
    const page = (after: Key | undefined, limit: number) => {
      pageQueries++;
      const later = after
        ? or(
            gt(auditLog.createdAt, after.createdAt),
            and(eq(auditLog.createdAt, after.createdAt), gt(auditLog.id, after.id)),
          )
        : undefined;
      return database.db
        .select({ id: auditLog.id, action: auditLog.action, createdAt: auditLog.createdAt })
        .from(auditLog)
        .where(later)
        .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
        .limit(limit);
    };
    return sendCsv(reply, {
      filename: 'Journal d’audit.csv',
      columns: [
        { header: 'When', value: (row: Key & { action: string }) => row.createdAt },
        { header: 'Action', value: (row: Key & { action: string }) => row.action },
      ],
      rows: keysetPages(page, (row) => ({ createdAt: row.createdAt, id: row.id }), 500),
    });
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

function open(path: string): Promise<IncomingMessage> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) =>
    httpGet({ host: '127.0.0.1', port, path }, resolve).on('error', reject),
  );
}

describe('sendCsv', () => {
  it('streams 100,000 rows with peak memory growth under 100 MB, formula cells neutralised', async () => {
    produced = 0;
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const response = await open('/generated');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    let lines = 0;
    let bytes = 0;
    let tail = '';
    const formulas: string[] = [];
    for await (const chunk of response as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      const text = tail + chunk.toString('utf8');
      const parts = text.split('\r\n');
      tail = parts.pop()!;
      lines += parts.length;
      for (const line of parts) if (line.includes('HYPERLINK')) formulas.push(line.split(',')[1]!);
    }
    clearInterval(sampler);
    expect(tail).toBe('');
    expect(lines).toBe(100_001);
    expect(bytes).toBeGreaterThan(97 * MB);
    expect(formulas).toHaveLength(100);
    expect(formulas[0]).toBe(`"'=HYPERLINK(""http://evil.test/0"")"`);
    expect(formulas.every((cell) => cell.startsWith(`"'=`))).toBe(true);
    expect(peak - before).toBeLessThan(100 * MB);
  });

  it('makes rows only as fast as the client reads them (backpressure)', async () => {
    produced = 0;
    const response = await open('/generated');
    response.pause();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Socket buffers hold some megabytes; the other 90+ MB were never made while nobody read.
    expect(produced).toBeGreaterThan(0);
    expect(produced).toBeLessThan(20_000);
    response.destroy();
  });

  it('exports every row of a database table once, in key order, one page of 500 at a time', async () => {
    pageQueries = 0;
    const response = await open('/audit');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Journal d_audit.csv"; filename*=UTF-8''Journal%20d%E2%80%99audit.csv`,
    );
    let text = '';
    for await (const chunk of response as AsyncIterable<Buffer>) text += chunk.toString('utf8');
    expect(text.startsWith('\uFEFFWhen,Action\r\n')).toBe(true);
    const rows = text.slice(1).split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(AUDIT_ROWS);
    const actions = rows.map((row) => row.split(',')[1]);
    // Every row once (ties within a millisecond are ordered by their random ids), the formula neutralised.
    const expected = Array.from({ length: AUDIT_ROWS }, (_, i) =>
      i === 7 ? "'=cmd|/c calc" : `action-${i}`,
    );
    expect([...actions].sort()).toEqual(expected.sort());
    expect(new Set(actions.slice(0, 3))).toEqual(new Set(['action-0', 'action-1', 'action-2']));
    const times = rows.map((row) => row.split(',')[0]!);
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((time, i) => i === 0 || time >= times[i - 1]!)).toBe(true);
    expect(times.at(-1)).toBe(
      new Date(Date.UTC(2026, 0, 1) + Math.floor((AUDIT_ROWS - 1) / 3)).toISOString(),
    );
    expect(pageQueries).toBe(Math.ceil(AUDIT_ROWS / 500));
  });
});
