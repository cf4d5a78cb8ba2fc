import type { ComponentType } from 'react';
import type { Screen } from '@/app/lazy-screen';
import { lazyScreen as page } from '@/app/lazy-screen';
import { NotAvailablePage } from '@/components/ui/not-available-page';
import { ProductManagementHeading } from '@/features/products/components/product-management-heading';

/**
 * The screen of each registered route, loaded when first opened (React.lazy), so the first load
 * carries none of them. Screens that later issues build show the not-available notice until then.
 */
export const PAGES: Readonly<Record<string, Screen>> = {
  '/': page(
    () => import('@/features/dashboard/pages/dashboard-page'),
    (m) => m.DashboardPage,
  ),
  '/catalog': page(
    () => import('@/features/catalog/pages/catalog-page'),
    (m) => m.CatalogPage,
  ),
  '/cart': page(
    () => import('@/features/cart/pages/cart-page'),
    (m) => m.CartPage,
  ),
  '/orders': page(
    () => import('@/features/orders/pages/orders-page'),
    (m) => m.OrdersPage,
  ),
  '/organizations': page(
    () => import('@/features/organizations/pages/organizations-page'),
    (m) => m.OrganizationsPage,
  ),
  '/user-management': page(
    () => import('@/features/users/pages/user-management-page'),
    (m) => m.UserManagementPage,
  ),
  '/audit-log': page(
    () => import('@/features/audit/pages/audit-log-page'),
    (m) => m.AuditLogPage,
  ),
  '/inventory': page(
    () => import('@/features/inventory/pages/inventory-page'),
    (m) => m.InventoryPage,
  ),
  '/series-management': page(
    () => import('@/features/series/pages/series-management-page'),
    (m) => m.SeriesManagementPage,
  ),
  '/shop-owner-authorizations': page(
    () => import('@/features/authorizations/pages/shop-owner-authorizations-page'),
    (m) => m.ShopOwnerAuthorizationsPage,
  ),
  '/product-management': page(
    () => import('@/features/products/pages/product-management-page'),
    (m) => m.ProductManagementPage,
    ProductManagementHeading,
  ),
  '/bulk-product-update': page(
    () => import('@/features/products/pages/bulk-product-update-page'),
    (m) => m.BulkProductUpdatePage,
  ),
  '/csv-import': page(
    () => import('@/features/imports/pages/csv-import-page'),
    (m) => m.CsvImportPage,
  ),
  '/staged-products': page(
    () => import('@/features/staged-products/pages/staged-products-page'),
    (m) => m.StagedProductsPage,
  ),
  '/ai-enhancement-demo': page(
    () => import('@/features/ai-demos/pages/ai-enhancement-demo-page'),
    (m) => m.AiEnhancementDemoPage,
  ),
  '/bulk-ai-demo': page(
    () => import('@/features/ai-demos/pages/bulk-ai-demo-page'),
    (m) => m.BulkAiDemoPage,
  ),
  '/payment-options': page(
    () => import('@/features/payment-options/pages/payment-options-page'),
    (m) => m.PaymentOptionsPage,
  ),
  '/pricing-management': page(
    () => import('@/features/pricing/management/pages/pricing-management-page'),
    (m) => m.PricingManagementPage,
  ),
  '/image-migration': page(
    () => import('@/features/images/migration/pages/image-migration-page'),
    (m) => m.ImageMigrationPage,
  ),
  '/bunny-migration': page(
    () => import('@/features/images/cdn/pages/cdn-migration-page'),
    (m) => m.CdnMigrationPage,
  ),
  '/pricing-import': page(
    () => import('@/features/pricing/import/pages/pricing-import-page'),
    (m) => m.PricingImportPage,
  ),
  '/pricing-history': page(
    () => import('@/features/pricing/history/pages/pricing-history-page'),
    (m) => m.PricingHistoryPage,
  ),
  '/vehicles': page(
    () => import('@/features/vehicles/pages/vehicles-page'),
    (m) => m.VehiclesPage,
  ),
  '/image-search': page(
    () => import('@/features/images/search/pages/image-search-page'),
    (m) => m.ImageSearchPage,
  ),
  '/pmap-import': page(
    () => import('@/features/pricing/pmap/pages/pmap-import-page'),
    (m) => m.PmapImportPage,
  ),
};

/**
 * The signed-in shell (sidebar, header, dialogs), loaded when first needed: a signed-out visitor on
 * the landing page downloads none of it.
 */
export const AuthenticatedLayout = page(
  () => import('@/app/layout/authenticated-layout'),
  (m) => m.AuthenticatedLayout,
);

/**
 * Starts loading the signed-in shell and the screen at `pathname` at once (decision 0049). Left to
 * rendering, each waits for the one before: the session, then the shell, then the screen, then
 * its data — four dependent round trips before the first product paints on a slow network. A
 * failed download is reported by the screen when it renders, not here.
 */
export function preloadSignedInScreens(pathname: string): void {
  const screen = PAGES[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname];
  void AuthenticatedLayout.preload().catch(() => {});
  void screen?.preload().catch(() => {});
}

/** The screen for a registered path: its page, or the not-available notice. */
export function pageFor(path: string): ComponentType {
  return PAGES[path] ?? NotAvailablePage;
}
