import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './app.ts';

/**
 * The API's contract is its OpenAPI document: a change to it (a route, a field, a status) must be
 * seen in review. This compares the document with the committed apps/server/openapi.snapshot.json;
 * `UPDATE_SNAPSHOTS=1 npx vitest run apps/server/src/test/openapi-snapshot.test.ts` rewrites it.
 */
const SNAPSHOT = new URL('../../openapi.snapshot.json', import.meta.url).pathname;
const UPDATE = `UPDATE_SNAPSHOTS=1 npx vitest run apps/server/src/test/openapi-snapshot.test.ts`;

let t: TestApp;
beforeAll(async () => {
  // The bundled identity provider's pages are not part of the API; production has none.
  t = await createTestApp({ devIdentityProvider: false });
  await t.app.ready();
});
afterAll(() => t.close());

type Document = { paths?: Record<string, unknown>; [key: string]: unknown };

/** Which operations were added, removed or changed, for a message a reviewer can act on. */
function describeChanges(before: Document, after: Document): string[] {
  const operations = (document: Document) =>
    new Map(
      Object.entries(document.paths ?? {}).flatMap(([url, methods]) =>
        Object.entries(methods as Record<string, unknown>).map(
          ([method, operation]) => [`${method.toUpperCase()} ${url}`, JSON.stringify(operation)] as const,
        ),
      ),
    );
  const old = operations(before);
  const now = operations(after);
  const changes: string[] = [];
  for (const [key, value] of now) {
    if (!old.has(key)) changes.push(`added ${key}`);
    else if (old.get(key) !== value) changes.push(`changed ${key}`);
  }
  for (const key of old.keys()) if (!now.has(key)) changes.push(`removed ${key}`);
  const rest = (document: Document) => JSON.stringify({ ...document, paths: undefined });
  if (rest(before) !== rest(after)) changes.push('changed outside paths (info, components, tags)');
  return changes;
}

describe('the OpenAPI document', () => {
  it('matches the committed snapshot', async () => {
    const document = JSON.parse(JSON.stringify(t.app.swagger())) as Document;
    expect(Object.keys(document.paths ?? {}).length).toBeGreaterThan(0);
    if (process.env.UPDATE_SNAPSHOTS === '1') {
      const options = { ...(await resolveConfig(SNAPSHOT)), filepath: SNAPSHOT };
      writeFileSync(SNAPSHOT, await format(JSON.stringify(document), options));
      return;
    }
    if (!existsSync(SNAPSHOT)) throw new Error(`No committed OpenAPI snapshot yet: run ${UPDATE}`);
    const committed = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Document;
    const changes = describeChanges(committed, document);
    expect(
      changes,
      `The OpenAPI document differs from apps/server/openapi.snapshot.json:\n  ${changes.join('\n  ')}\n` +
        `If the change is intended, run ${UPDATE} and commit the snapshot.`,
    ).toEqual([]);
  });
});
