#!/usr/bin/env node
// `npm run build -w @crossover/server`: compiles the server, the worker, the command-line scripts
// and the spreadsheet worker thread to plain JavaScript in dist/, so production runs `node`
// without compiling TypeScript at start-up (decision 0051). Our code and @crossover/domain are
// bundled; every npm dependency stays an import from node_modules (native addons, wasm, assets).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
const { dependencies } = JSON.parse(readFileSync(new URL('package.json', here), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@crossover/'));

const dist = new URL('dist/', here);
rmSync(dist, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: new URL('.', here).pathname,
  entryPoints: {
    server: 'src/server.ts',
    worker: 'src/worker.ts',
    migrate: 'src/scripts/migrate.ts',
    seed: 'src/scripts/seed.ts',
    'create-admin': 'src/scripts/create-admin.ts',
    backup: 'src/scripts/backup.ts',
    // Started by read-table.ts as a worker thread, next to the chunk that starts it.
    'table-worker': 'src/lib/spreadsheets/table-worker.ts',
  },
  outdir: 'dist',
  entryNames: '[name]',
  // One file per entry, no shared chunks: code that finds files next to itself (the migrations,
  // the table worker) then sits directly in dist/.
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Bundled CommonJS inside ESM needs a require of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// The migrations are read from next to the code at run time (db/database.ts MIGRATIONS_FOLDER).
cpSync(new URL('src/db/migrations/', here), new URL('migrations/', dist), { recursive: true });
console.log(`Server built to apps/server/dist in ${Math.round(performance.now() - started)} ms.`);
