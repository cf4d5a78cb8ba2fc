#!/usr/bin/env node
// A test that checks `list.every(…)` passes on an empty list: it cannot fail. This check finds
// each `.every(` in the test files and asks for an assertion on the same list's length in the
// lines just before it: `expect(list.length).toBeGreaterThan(0)` or `expect(list).toHaveLength(n)`.
// Run by `npm test`; `node scripts/check-every.mjs` alone prints each offending line.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOTS = ['apps', 'packages', 'e2e'];
const TEST_FILE = /\.(test|spec)\.tsx?$/;
const LOOK_BACK = 12;

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(full);
    else if (TEST_FILE.test(entry.name)) yield full;
  }
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const problems = [];
for (const root of ROOTS) {
  for (const file of testFiles(root)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const match of line.matchAll(/([\w$.]+)\.every\(/g)) {
        const list = match[1];
        const name = escape(list);
        const asserted = new RegExp(
          `expect\\(${name}\\.length\\)\\.(toBeGreaterThan\\(0\\)|toBeGreaterThanOrEqual\\([1-9]|toBe\\([1-9])|` +
            `expect\\(${name}\\)\\.toHaveLength\\([1-9]`,
        );
        const before = lines.slice(Math.max(0, index - LOOK_BACK), index + 1).join('\n');
        if (!asserted.test(before))
          problems.push(`${file}:${index + 1}: ${list}.every(…) without a length check`);
      }
    });
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} .every() over a list that may be empty: assert its length first, e.g. expect(list.length).toBeGreaterThan(0).`,
  );
  process.exit(1);
}
console.log('Every .every() in the tests follows a length check.');
