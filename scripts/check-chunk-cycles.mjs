#!/usr/bin/env node
// Fails when the built web app's chunks import each other in a cycle. Chunks in a cycle run in
// whatever order the first import reaches them: a screen that early.ts imports ahead of the entry
// then ran a chunk before the one it needs had run, and the page stayed blank (vite.config.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cyclesIn } from './lib/cycles.mjs';

const dir = path.resolve(process.argv[2] ?? 'apps/web/dist/assets');
const chunks = readdirSync(dir).filter((file) => file.endsWith('.js'));
if (chunks.length === 0) {
  console.error(`No built chunks in ${dir}: build the web app first.`);
  process.exit(1);
}
/** Each chunk's static imports (import … from "./x.js", import "./x.js", export … from "./x.js"). */
const imports = new Map(
  chunks.map((chunk) => {
    const code = readFileSync(path.join(dir, chunk), 'utf8');
    const found = [...code.matchAll(/\b(?:import|export)\s*(?:[^;"'()]*?\bfrom\s*)?"\.\/([^"]+\.js)"/g)];
    return [chunk, new Set(found.map((m) => m[1]).filter((file) => file !== chunk))];
  }),
);

const cycles = cyclesIn(imports);

if (cycles.length > 0) {
  for (const cycle of cycles)
    console.error(`Chunks import each other in a cycle: ${cycle.sort().join(' ↔ ')}`);
  process.exit(1);
}
console.log(`${chunks.length} chunks, no import cycle between them.`);
