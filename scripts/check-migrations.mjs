#!/usr/bin/env node
// Fails when the schema (apps/server/src/db/schema) and the committed migrations drift: runs
// `drizzle-kit generate` against a copy of the migrations folder and fails if it writes anything.
// The fix is `npm run db:generate -- --name <what_changed>` and committing what it writes.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const server = path.resolve('apps/server');
const committed = path.join(server, 'src/db/migrations');
const scratch = mkdtempSync(path.join(tmpdir(), 'crossover-migrations-'));
const list = (dir) => readdirSync(dir, { recursive: true }).map(String).sort();

try {
  cpSync(committed, scratch, { recursive: true });
  const before = list(scratch);
  const child = spawnSync(
    'npx',
    // drizzle-kit reads --out relative to the working directory, even an absolute one.
    [
      'drizzle-kit',
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/db/schema/*.ts',
      '--out',
      path.relative(server, scratch),
    ],
    { cwd: server, encoding: 'utf8' },
  );
  // drizzle-kit can print an error and still exit 0: only its two known outcomes count.
  const output = `${child.stdout}${child.stderr}`;
  if (child.status !== 0 || !/No schema changes|Your SQL migration file/.test(output)) {
    console.error(output);
    console.error('drizzle-kit generate failed: see above.');
    process.exit(1);
  }
  const added = list(scratch).filter((file) => !before.includes(file));
  if (added.length) {
    console.error(
      `The schema differs from the committed migrations: drizzle-kit would write ${added.join(', ')}.\n` +
        'Run `npm run db:generate -- --name <what_changed>` and commit the migration with the schema.',
    );
    process.exit(1);
  }
  console.log('The schema and the committed migrations agree.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
