#!/usr/bin/env node
// `npm test`: typecheck, lint, formatting, test and migration checks, unit and integration tests
// (the OpenAPI snapshot among them) on the embedded database, again on PostgreSQL when
// TEST_DATABASE_URL is set, then the browser journeys. Ends with one plain "N passed, N failed"
// line summing every test that ran, after how long each step took and the slowest test files.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { performance } from 'node:perf_hooks';

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** [step, seconds] in the order the steps ran. */
const timings = [];
/** [file, seconds, where] of every test file that reported its duration. */
const fileTimes = [];
mkdirSync('test-results', { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push([label, (performance.now() - started) / 1000]);
  if (child.status !== 0) failures.push(label);
  return child.status === 0;
}

function countVitest(file, where) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const result of report.testResults ?? [])
    if (result.endTime && result.startTime)
      fileTimes.push([
        relative(process.cwd(), result.name),
        (result.endTime - result.startTime) / 1000,
        where,
      ]);
  results.passed += report.numPassedTests;
  results.failed += report.numFailedTests;
  results.skipped += report.numPendingTests + report.numTodoTests;
}

/** A journey file's time: the sum of its tests' runs (workers may overlap them). */
function journeyTimes(suites, into = new Map()) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          into.set(
            spec.file ?? suite.file,
            (into.get(spec.file ?? suite.file) ?? 0) + (result.duration ?? 0),
          );
    journeyTimes(suite.suites, into);
  }
  return into;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const [spec, ms] of journeyTimes(report.suites))
    fileTimes.push([`e2e/${spec}`, ms / 1000, 'journeys']);
  const { stats } = report;
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
countVitest('test-results/vitest-embedded.json', 'embedded');

if (process.env.TEST_DATABASE_URL) {
  rmSync('test-results/vitest-postgres.json', { force: true });
  run('integration tests on PostgreSQL', 'npx', [
    ...vitestArgs('test-results/vitest-postgres.json'),
    '--project',
    'server',
  ]);
  countVitest('test-results/vitest-postgres.json', 'PostgreSQL');
} else {
  console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL pass is skipped (CI sets it).');
}

rmSync('test-results/e2e.json', { force: true });
run('browser journeys', 'node', ['scripts/run-e2e.mjs']);
countPlaywright('test-results/e2e.json');

const seconds = (s) => `${s.toFixed(0).padStart(5)} s`;
console.log('\nTime per step:');
for (const [label, s] of timings) console.log(`${seconds(s)}  ${label}`);
console.log(`${seconds(timings.reduce((sum, [, s]) => sum + s, 0))}  in all`);
if (fileTimes.length > 0) {
  console.log('\nSlowest test files (time in their tests; set-up hooks and imports not counted):');
  for (const [file, s, where] of fileTimes.sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`${seconds(s)}  ${file} (${where})`);
}

console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nEvery step passed.');
console.log(`${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
