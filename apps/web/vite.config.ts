import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Rollup, defineConfig } from 'vite';

type ManualChunkMeta = Rollup.ManualChunkMeta;

/** The API server the dev proxy forwards to; the production build is served by that server itself. */
const API_TARGET = 'http://localhost:5000';

/**
 * Third-party code every signed-in page needs in a few long-lived chunks, so an app release does
 * not re-download it. The rest (Radix dialogs, forms, tables, …) is left to Rollup, which puts it
 * beside the lazily loaded screens that use it (decision 0012).
 */
function vendorChunk(id: string): string | undefined {
  if (/\/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
  if (id.includes('/@tanstack/query-core/') || id.includes('/@tanstack/react-query/')) return 'query';
  if (id.includes('/node_modules/zod/')) return 'zod';
  // Each icon is a ~200-byte module that screens share, so Rollup gave most of them a chunk of
  // their own (a request each); one chunk of all of them is a few KB. Rollup's
  // experimentalMinChunkSize below cannot merge them: each runs code when loaded.
  if (id.includes('/node_modules/lucide-react/')) return 'icons';
  return undefined;
}

/**
 * The app's shared code (decision 0049): the signed-in shell, the api/ modules, lib/, the UI
 * kit, the schemas. Left to Rollup it became ~35 chunks of 1–2 KB, each shared by a different set
 * of screens, that a signed-in first load fetched at once — over HTTP/1.1, six at a time, each
 * paying the network's round trip. One chunk loads with the app instead. A screen's own code
 * (pages/, its components/) and the data table stay with the screens that use them.
 */
const SHARED_CODE =
  /\/(apps\/web\/src\/(app|lib(?!\/(use-zod-form|apply-server-errors))|features\/[^/]+\/api)|packages\/domain\/src)\//;

function appChunk(id: string, meta: ManualChunkMeta): string | undefined {
  if (id.includes('/node_modules/')) return vendorChunk(id);
  // What the first screen (app/boot.tsx: the landing page) imports has a chunk of its own: in
  // 'shared' it would make the landing page load the whole group, and left unassigned Rollup would
  // move it into 'shared' with the shared module that imports it too.
  if (inEntry(id, meta)) return 'first';
  if (SHARED_CODE.test(id)) return 'shared';
  return undefined;
}

const entryModules = new Map<string, boolean>();
/** Whether the entry script imports the module (statically, through any chain of modules). */
function inEntry(id: string, meta: ManualChunkMeta, visiting = new Set<string>()): boolean {
  const known = entryModules.get(id);
  if (known !== undefined) return known;
  const info = meta.getModuleInfo(id);
  if (!info || visiting.has(id)) return false;
  visiting.add(id);
  const result = info.isEntry || info.importers.some((importer) => inEntry(importer, meta, visiting));
  if (visiting.size === 1) entryModules.set(id, result);
  visiting.delete(id);
  return result;
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    // Keep the browser's Host header (no changeOrigin): the server's same-origin check on unsafe
    // methods compares Origin with Host, and the SSO callback URL is built from it.
    proxy: {
      '/api': { target: API_TARGET },
      '/oidc': { target: API_TARGET },
      // Stored product images and logos (GET /objects/*, decision 0040).
      '/objects': { target: API_TARGET },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: API_TARGET },
      '/oidc': { target: API_TARGET },
      // Stored product images and logos (GET /objects/*, decision 0040).
      '/objects': { target: API_TARGET },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: { output: { manualChunks: appChunk, experimentalMinChunkSize: 1600 } },
  },
});
