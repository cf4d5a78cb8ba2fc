/**
 * The code of each registered route's screen, by path, and of the signed-in shell: imports only,
 * no React, so the first script (app/first-load.ts) asks for the screen at the address while the
 * shared code still downloads, not once it has run (decision 0060). app/pages.ts makes the
 * lazily rendered screens of them.
 */
export const SCREEN_LOADERS = {
  '/': () => import('@/features/dashboard/pages/dashboard-page'),
  '/catalog': () => import('@/features/catalog/pages/catalog-page'),
  '/cart': () => import('@/features/cart/pages/cart-page'),
  '/orders': () => import('@/features/orders/pages/orders-page'),
  '/organizations': () => import('@/features/organizations/pages/organizations-page'),
  '/user-management': () => import('@/features/users/pages/user-management-page'),
  '/audit-log': () => import('@/features/audit/pages/audit-log-page'),
  '/inventory': () => import('@/features/inventory/pages/inventory-page'),
  '/series-management': () => import('@/features/series/pages/series-management-page'),
  '/shop-owner-authorizations': () =>
    import('@/features/authorizations/pages/shop-owner-authorizations-page'),
  '/product-management': () => import('@/features/products/pages/product-management-page'),
  '/bulk-product-update': () => import('@/features/products/pages/bulk-product-update-page'),
  '/csv-import': () => import('@/features/imports/pages/csv-import-page'),
  '/staged-products': () => import('@/features/staged-products/pages/staged-products-page'),
  '/ai-enhancement-demo': () => import('@/features/ai-demos/pages/ai-enhancement-demo-page'),
  '/bulk-ai-demo': () => import('@/features/ai-demos/pages/bulk-ai-demo-page'),
  '/payment-options': () => import('@/features/payment-options/pages/payment-options-page'),
  '/pricing-management': () => import('@/features/pricing/management/pages/pricing-management-page'),
  '/image-migration': () => import('@/features/images/migration/pages/image-migration-page'),
  '/bunny-migration': () => import('@/features/images/cdn/pages/cdn-migration-page'),
  '/pricing-import': () => import('@/features/pricing/import/pages/pricing-import-page'),
  '/pricing-history': () => import('@/features/pricing/history/pages/pricing-history-page'),
  '/vehicles': () => import('@/features/vehicles/pages/vehicles-page'),
  '/image-search': () => import('@/features/images/search/pages/image-search-page'),
  '/pmap-import': () => import('@/features/pricing/pmap/pages/pmap-import-page'),
} as const;

export type ScreenPath = keyof typeof SCREEN_LOADERS;

export const loadAuthenticatedLayout = () => import('@/app/layout/authenticated-layout');

/** The loader of the screen at an address (a trailing slash ignored), if the path has one. */
export function screenLoaderAt(pathname: string): (() => Promise<unknown>) | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(SCREEN_LOADERS, path) ? SCREEN_LOADERS[path as ScreenPath] : undefined;
}
