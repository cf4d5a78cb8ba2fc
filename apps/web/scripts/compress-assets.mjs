// Runs after `vite build`: writes a brotli (.br) and a gzip (.gz) copy next to every compressible
// file in dist, so the server sends them as they are (@fastify/static's preCompressed option)
// instead of compressing the same bytes on every request. Uses only node:zlib.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Below this a compressed copy saves less than the request's own headers. */
const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

let raw = 0;
let brotli = 0;
let gzip = 0;
let count = 0;
for (const file of filesUnder(dist)) {
  if (!COMPRESSIBLE.has(path.extname(file)) || statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
  // A copy that is not smaller is not worth sending: the server then falls back to the original.
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  raw += body.length;
  brotli += Math.min(br.length, body.length);
  gzip += Math.min(gz.length, body.length);
  count += 1;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(`compressed ${count} files in dist: ${kb(raw)} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli`);
