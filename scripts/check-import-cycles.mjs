#!/usr/bin/env node
// Fails when source files import each other in a cycle (decision 0014). Part of `npm run lint`.
// Only imports that exist at run time count: `import type`, type-only specifiers and lazy
// `import()` calls cannot create an evaluation-order cycle, so they are skipped.
// Uses the TypeScript compiler's parser (already a dependency) instead of an ESLint plugin:
// import-x's no-cycle needs a native resolver and a TypeScript resolver plugin on top.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { cyclesIn } from './lib/cycles.mjs';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'migrations') continue;
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The file a specifier names, or null for a package outside the repository. */
function resolveSpecifier(from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith('@/')) {
    const app = SOURCE_ROOTS.find((r) => from.startsWith(join(root, r) + '/'));
    if (!app) return null;
    base = join(root, app, specifier.slice(2));
  } else if (specifier.startsWith('@crossover/domain/'))
    base = join(root, 'packages/domain/src', specifier.slice('@crossover/domain/'.length));
  else return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The specifiers of the imports and re-exports of a file that load a module at run time. */
function runtimeImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0
          ? named.elements.every((e) => e.isTypeOnly)
          : false;
      if (!onlyTypes) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      specifiers.push(node.moduleSpecifier.text);
    }
  }
  return specifiers;
}

const files = SOURCE_ROOTS.flatMap((r) => walk(join(root, r), []));
const graph = new Map(files.map((f) => [f, runtimeImports(f).flatMap((s) => resolveSpecifier(f, s) ?? [])]));

const cycles = cyclesIn(graph);

if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}); break each by moving the shared code to its own file:`);
  for (const cycle of cycles)
    console.error(
      `  ${cycle
        .map((f) => relative(root, f))
        .sort()
        .join('\n    ↔ ')}`,
    );
  process.exit(1);
}
console.log(`No import cycles among ${files.length} files.`);
