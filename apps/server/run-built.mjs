#!/usr/bin/env node
// Runs one of the production build's entries (dist/<name>.js, made by `npm run build`) in this
// process, or says how to make it: `node run-built.mjs server|worker|migrate|seed|create-admin`.
import { existsSync } from 'node:fs';

const [name, ...rest] = process.argv.slice(2);
const entry = new URL(`dist/${name}.js`, import.meta.url);
if (!name || !existsSync(entry)) {
  console.error(
    `apps/server/dist/${name ?? '<name>'}.js is missing: build the app first with \`npm run build\` (the repo root).`,
  );
  process.exit(1);
}
// The entry reads its own arguments after the script name, as if it had been started directly.
process.argv = [process.argv[0], entry.pathname, ...rest];
await import(entry.href);
