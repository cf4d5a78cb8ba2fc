/**
 * `npm run bench -- <name> [args]`: runs src/bench/<name>.ts. Each benchmark exports `run(args)`.
 */
const BENCHES: Record<string, () => Promise<{ run: (args: string[]) => Promise<void> }>> = {
  admin: () => import('../bench/admin.ts'),
  catalog: () => import('../bench/catalog.ts'),
  enhancer: () => import('../bench/enhancer.ts'),
  import: () => import('../bench/import.ts'),
  'import-approve': () => import('../bench/import-approve.ts'),
  'approve-load': () => import('../bench/approve-load.ts'),
  'bulk-load': () => import('../bench/bulk-load.ts'),
  images: () => import('../bench/images.ts'),
  pricing: () => import('../bench/pricing.ts'),
  'product-detail': () => import('../bench/product-detail.ts'),
  scale: () => import('../bench/scale.ts'),
  users: () => import('../bench/users.ts'),
  'web-load': () => import('../bench/web-load.ts'),
};

const [name, ...args] = process.argv.slice(2);
const load = name ? BENCHES[name] : undefined;
if (!load) {
  console.error(`Usage: npm run bench -- <${Object.keys(BENCHES).join('|')}> [options]`);
  process.exit(1);
}
await (await load()).run(args);

export {};
