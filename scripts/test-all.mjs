#!/usr/bin/env node
// `npm test`: typecheck, lint, formatting, test and migration checks, unit and integration tests
// (the OpenAPI snapshot among them) on the embedded database, again on PostgreSQL when
// TEST_DATABASE_URL is set, then the browser journeys. Ends with one plain "N passed, N failed"
// line summing every test that ran, after how long each step took and the slowest test files.
//
// The steps run in two lanes side by side (docs/decisions/0055-ci-time.md): one lane is the
// checks, then the tests on the embedded database; the other is the browser journeys. The tests
// on PostgreSQL follow whichever lane ends first. While two steps run, each line of their output
// starts with its step's tag, so the two stay readable.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';

/**
 * Test files run side by side in this many vitest workers per pass. vitest's default is the
 * core count minus one: a single worker on CI's 2 cores, with every file after the other. The
 * files are independent (each copies a migrated template database), and much of their time is
 * waiting: on PostgreSQL's answers, on the crash tests' child processes and job heartbeats.
 * Measured on the 2-core machine (decision 0055). VITEST_MAX_WORKERS=<n> overrides both.
 */
const EMBEDDED_WORKERS = 2;
const POSTGRES_WORKERS = 3;

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** { label, from, to } in seconds since npm test started, in the order the steps ended. */
const timings = [];
/** [file, seconds, where] of every test file that reported its duration. */
const fileTimes = [];
/** Each test that failed (or passed only on a retry), named at the end with its error. */
const failedTests = [];
mkdirSync('test-results', { recursive: true });

/**
 * The vitest passes see no built web app, as on a fresh checkout: the journeys' lane rebuilds
 * apps/web/dist while they run, and a server test must not find it half written.
 */
const noWebBuild = mkdtempSync(join(tmpdir(), 'crossover-no-web-'));

const began = performance.now();
const now = () => (performance.now() - began) / 1000;

/**
 * Runs one step to its end; answers whether it passed. With a `tag` (its lane runs beside
 * another), each line of its output is printed with the tag in front; without, it goes straight
 * through.
 */
function run(label, command, args, { env = {}, tag } = {}) {
  const say = (stream, line) => stream.write(tag ? `[${tag}] ${line}\n` : `${line}\n`);
  process.stdout.write('\n');
  say(process.stdout, `=== ${label}: ${command} ${args.join(' ')}`);
  const from = now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: tag ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (tag) {
      createInterface({ input: child.stdout }).on('line', (line) => say(process.stdout, line));
      createInterface({ input: child.stderr }).on('line', (line) => say(process.stderr, line));
    }
    child.on('error', (error) => say(process.stderr, `${label}: ${error.message}`));
    child.on('close', (code) => {
      timings.push({ label, from, to: now() });
      if (code !== 0) failures.push(label);
      resolve(code === 0);
    });
  });
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
  for (const result of report.testResults ?? [])
    for (const test of result.assertionResults ?? [])
      if (test.status === 'failed')
        failedTests.push({
          // Its time too: a timeout's message is only a stack.
          where: `${where}, ${((test.duration ?? 0) / 1000).toFixed(1)} s`,
          name: `${relative(process.cwd(), result.name)} › ${test.fullName}`,
          error: test.failureMessages?.[0],
        });
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

/** The journeys that failed every attempt ('unexpected') or passed only on a retry ('flaky'). */
function troubledJourneys(suites) {
  const found = [];
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky')
          found.push({
            where: test.status === 'flaky' ? 'journeys, passed on a retry' : 'journeys',
            name: `e2e/${spec.file ?? suite.file}:${spec.line} › ${spec.title}`,
            error: test.results?.find((result) => result.error)?.error?.message,
          });
    found.push(...troubledJourneys(suite.suites));
  }
  return found;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const [spec, ms] of journeyTimes(report.suites))
    fileTimes.push([`e2e/${spec}`, ms / 1000, 'journeys']);
  failedTests.push(...troubledJourneys(report.suites));
  const { stats } = report;
  results.passed += stats.expected + stats.flaky;
  results.failed += stats.unexpected;
  results.skipped += stats.skipped;
}

const vitestArgs = (out, workers) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
  `--maxWorkers=${workers}`,
];

/** The checks, then the tests on the embedded database. */
async function checksAndEmbedded(tag) {
  await run('typecheck', 'npx', ['tsc', '-b'], { tag });
  await run('lint', 'npm', ['run', 'lint'], { tag });
  await run('format', 'npx', ['prettier', '--check', '.'], { tag });
  await run('no .every() over a list that may be empty', 'node', ['scripts/check-every.mjs'], { tag });
  await run('schema matches the committed migrations', 'node', ['scripts/check-migrations.mjs'], { tag });

  rmSync('test-results/vitest-embedded.json', { force: true });
  await run(
    'tests on the embedded database',
    'npx',
    vitestArgs('test-results/vitest-embedded.json', EMBEDDED_WORKERS),
    { env: { TEST_DATABASE_URL: '', WEB_DIST_DIR: noWebBuild }, tag },
  );
  countVitest('test-results/vitest-embedded.json', 'embedded');
}

/** The browser journeys. */
async function journeys(tag) {
  rmSync('test-results/e2e.json', { force: true });
  await run('browser journeys', 'node', ['scripts/run-e2e.mjs'], { tag });
  countPlaywright('test-results/e2e.json');
}

/** The server's tests again on PostgreSQL. */
async function postgresPass(tag) {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL pass is skipped (CI sets it).');
    return;
  }
  rmSync('test-results/vitest-postgres.json', { force: true });
  await run(
    'integration tests on PostgreSQL',
    'npx',
    [...vitestArgs('test-results/vitest-postgres.json', POSTGRES_WORKERS), '--project', 'server'],
    // The crash tests' embedded scenarios ran in the embedded pass (killed-process.ts, 0058).
    { env: { WEB_DIST_DIR: noWebBuild, CROSSOVER_TEST_PASS: 'postgres' }, tag },
  );
  countVitest('test-results/vitest-postgres.json', 'PostgreSQL');
}

// The PostgreSQL pass follows whichever lane ends first: on a fast machine the journeys (8–15
// min beside the embedded pass), on a slow one the checks and embedded pass (that lane ended at
// 31 min and the journeys at 36 on 2026-11-27, when the pass waited for the journeys).
let postgres;
const thenPostgres = () => (postgres ??= postgresPass('postgres'));
await Promise.all([
  checksAndEmbedded('checks+embedded').then(thenPostgres),
  journeys('journeys').then(thenPostgres),
]);
await postgres;
rmSync(noWebBuild, { recursive: true, force: true });

const seconds = (s) => `${s.toFixed(0).padStart(5)} s`;
console.log('\nTime per step (the two lanes run side by side; "at" is when the step started):');
for (const { label, from, to } of timings.sort((a, b) => a.from - b.from))
  console.log(`${seconds(to - from)}  ${label} (at ${from.toFixed(0)} s)`);
console.log(`${seconds(now())}  in all, start to finish`);
if (fileTimes.length > 0) {
  console.log('\nSlowest test files (time in their tests; set-up hooks and imports not counted):');
  for (const [file, s, where] of fileTimes.sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`${seconds(s)}  ${file} (${where})`);
}

// CI shows only the end of this output: each failed test is named here, with its error's start.
if (failedTests.length > 0) {
  console.log('\nFailed tests:');
  for (const { where, name, error } of failedTests) {
    console.log(`  ${name} (${where})`);
    // Without the terminal colour codes, on at most a few short lines.
    const text = stripVTControlCharacters(error ?? '')
      .trim()
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, 4);
    for (const line of text) console.log(`      ${line.slice(0, 200)}`);
  }
}

console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nEvery step passed.');
console.log(`${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
