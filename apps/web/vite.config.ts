import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server the dev proxy forwards to; the production build is served by that server itself. */
const API_TARGET = 'http://localhost:5000';

/**
 * Third-party code every page needs (the first load) in a few long-lived chunks, so an app release
 * does not re-download it. The rest (Radix dialogs, forms, tables, …) is left to Rollup, which
 * puts it beside the lazily loaded screens that use it (decision 0012): grouping it here would
 * pull it into the first load.
 */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('/node_modules/')) return undefined;
  if (/\/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
  if (id.includes('/@tanstack/query-core/') || id.includes('/@tanstack/react-query/')) return 'query';
  if (id.includes('/node_modules/zod/')) return 'zod';
  // Each icon is a ~200-byte module that screens share, so Rollup gave most of them a chunk of
  // their own (a request each); one chunk of all of them is a few KB. Rollup's
  // experimentalMinChunkSize below cannot merge them: each runs code when loaded.
  if (id.includes('/node_modules/lucide-react/')) return 'icons';
  return undefined;
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
    rollupOptions: { output: { manualChunks: vendorChunk, experimentalMinChunkSize: 1600 } },
  },
});
