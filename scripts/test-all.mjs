#!/usr/bin/env node
// `npm test`: typecheck, lint, formatting, test and migration checks, unit and integration tests
// (the OpenAPI snapshot among them) on the embedded database, again on PostgreSQL when
// TEST_DATABASE_URL is set, then the browser journeys. Ends with one plain "N passed, N failed"
// line summing every test that ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
mkdirSync('test-results', { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (child.status !== 0) failures.push(label);
  return child.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  results.passed += report.numPassedTests;
  results.failed += report.numFailedTests;
  results.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  results.passed += stats.expected + stats.flaky;
  results.failed += stats.unexpected;
  results.skipped += stats.skipped;
}

const vitestArgs = (out) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
];

run('typecheck', 'npx', ['tsc', '-b']);
run('lint', 'npm', ['run', 'lint']);
run('format', 'npx', ['prettier', '--check', '.']);
run('no .every() over a list that may be empty', 'node', ['scripts/check-every.mjs']);
run('schema matches the committed migrations', 'node', ['scripts/check-migrations.mjs']);

rmSync('test-results/vitest-embedded.json', { force: true });
run('tests on the embedded database', 'npx', vitestArgs('test-results/vitest-embedded.json'), {
  TEST_DATABASE_URL: '',
});
countVitest('test-results/vitest-embedded.json');

if (process.env.TEST_DATABASE_URL) {
  rmSync('test-results/vitest-postgres.json', { force: true });
  run('integration tests on PostgreSQL', 'npx', [
    ...vitestArgs('test-results/vitest-postgres.json'),
    '--project',
    'server',
  ]);
  countVitest('test-results/vitest-postgres.json');
} else {
  console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL pass is skipped (CI sets it).');
}

rmSync('test-results/e2e.json', { force: true });
run('browser journeys', 'node', ['scripts/run-e2e.mjs']);
countPlaywright('test-results/e2e.json');

console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nEvery step passed.');
console.log(`${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
