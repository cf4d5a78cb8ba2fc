import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, type Rollup, defineConfig } from 'vite';

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

/** The script index.html runs first (decision 0057): what it imports must not wait for React. */
const EARLY_ENTRY = /\/apps\/web\/src\/early\.ts$/;

function appChunk(id: string, meta: ManualChunkMeta): string | undefined {
  // Rollup's helper for CommonJS modules goes with React, its only CommonJS user. Left to Rollup
  // it landed in the entry chunk, which imports React: a cycle between the two chunks. A screen
  // that early.ts imports ahead of the entry then ran the icons before React had run (a blank
  // page: "Cannot read properties of undefined (reading 'forwardRef')").
  if (id === '\0commonjsHelpers.js') return 'react';
  if (id.includes('/node_modules/')) return vendorChunk(id);
  // early.ts is an entry chunk of its own, and what it imports (the session probe, the fetch
  // helpers, Vite's preload helper) a chunk that imports nothing else: in 'first' either would
  // wait for React with the rest.
  if (EARLY_ENTRY.test(id)) return undefined;
  if (reachedFrom(id, meta, 'early')) return 'first-load';
  // What the first screen (app/boot.tsx: the landing page) imports has a chunk of its own: in
  // 'shared' it would make the landing page load the whole group, and left unassigned Rollup would
  // move it into 'shared' with the shared module that imports it too.
  if (reachedFrom(id, meta, 'any')) return 'first';
  if (AREA_CODE.test(id)) return sharedChunk(id, meta);
  if (SHARED_CODE.test(id)) return 'shared';
  return undefined;
}

/**
 * The api/ modules and the schemas only screens use, by area (decision 0067): a screen downloads
 * its area's, not every feature's. Areas by feature folder, in priority order: a module the
 * screens of several areas use goes with the first of them, so an area's chunk imports only
 * 'shared' and the chunks of areas before it, never one after it (no cycle between them).
 */
const AREAS: [string, RegExp][] = [
  ['shared-catalog', /^(catalog|dashboard|vehicles)$/],
  ['shared-products', /^(products|series|organizations|users|inventory|authorizations|audit)$/],
  ['shared-orders', /^(cart|orders|payment-options)$/],
  ['shared-imports', /^(imports|staged-products|ai-demos|images|pricing)$/],
];
const AREA_CODE = /\/(apps\/web\/src\/features\/[^/]+\/([^/]+\/)?api(\/|\.ts$)|packages\/domain\/src\/)/;
const FEATURE = /\/apps\/web\/src\/features\/([^/]+)\//;
/** Modules that go to 'shared' whoever imports them: what they import must be there too. */
const SHARED_ONLY = /\/apps\/web\/src\/(app|lib)\//;

const areas = new Map<string, number>();
/**
 * The first area (index in AREAS) whose screens import the module, or -1 when the signed-in shell,
 * a lib/ module or a screen of no area does: then it stays in 'shared'.
 */
function areaOf(id: string, meta: ManualChunkMeta, visiting = new Set<string>()): number {
  const known = areas.get(id);
  if (known !== undefined) return known;
  const info = meta.getModuleInfo(id);
  if (!info || visiting.has(id)) return AREAS.length;
  let area: number;
  if (info.importers.length === 0) {
    // A root: an entry or a lazily loaded module (a screen, the shell).
    const feature = FEATURE.exec(id)?.[1] ?? '';
    area = AREAS.findIndex(([, features]) => features.test(feature));
  } else if (SHARED_ONLY.test(id)) {
    area = -1;
  } else {
    visiting.add(id);
    area = Math.min(...info.importers.map((importer) => areaOf(importer, meta, visiting)));
    visiting.delete(id);
  }
  // Memoised only from the top: inside a cycle of imports a module's answer is partial.
  if (visiting.size === 0) areas.set(id, area);
  return area;
}

function sharedChunk(id: string, meta: ManualChunkMeta): string {
  const area = areaOf(id, meta);
  return area < 0 || area >= AREAS.length ? 'shared' : AREAS[area]![0];
}

type Entries = 'early' | 'any';
const reached: Record<Entries, Map<string, boolean>> = { early: new Map(), any: new Map() };
/** Whether early.ts (or any entry script) imports the module, statically, through any chain of modules. */
function reachedFrom(
  id: string,
  meta: ManualChunkMeta,
  entries: Entries,
  visiting = new Set<string>(),
): boolean {
  const known = reached[entries].get(id);
  if (known !== undefined) return known;
  const info = meta.getModuleInfo(id);
  if (!info || visiting.has(id)) return false;
  visiting.add(id);
  const result =
    (info.isEntry && (entries === 'any' || EARLY_ENTRY.test(id))) ||
    info.importers.some((importer) => reachedFrom(importer, meta, entries, visiting));
  if (visiting.size === 1) reached[entries].set(id, result);
  visiting.delete(id);
  return result;
}

/**
 * Puts the built early.ts first in index.html (decision 0057). Vite bundles the module scripts
 * written in index.html as one entry, which would make early.ts wait for React with main.tsx; as
 * an entry of its own (build.rollupOptions.input) it is a separate script, named by its hash.
 */
function earlyScript(): Plugin {
  return {
    name: 'crossover-early-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const early = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' && output.isEntry && EARLY_ENTRY.test(output.facadeModuleId ?? ''),
        );
        if (!early) throw new Error('src/early.ts is missing from the build');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `/${early.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), earlyScript()],
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
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        early: fileURLToPath(new URL('./src/early.ts', import.meta.url)),
      },
      output: { manualChunks: appChunk, experimentalMinChunkSize: 1600 },
    },
  },
});
