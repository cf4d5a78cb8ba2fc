import type { ComponentType } from 'react';
import type { Screen } from '@/app/lazy-screen';
import { lazyScreen as page } from '@/app/lazy-screen';
import { SCREEN_LOADERS, loadAuthenticatedLayout } from '@/app/screen-loaders';
import { NotAvailablePage } from '@/components/ui/not-available-page';
import { ProductManagementHeading } from '@/features/products/components/product-management-heading';

/**
 * The screen of each registered route, loaded when first opened (React.lazy), so the first load
 * carries none of them. Screens that later issues build show the not-available notice until then.
 */
export const PAGES: Readonly<Record<string, Screen>> = {
  '/': page(SCREEN_LOADERS['/'], (m) => m.DashboardPage),
  '/catalog': page(SCREEN_LOADERS['/catalog'], (m) => m.CatalogPage),
  '/cart': page(SCREEN_LOADERS['/cart'], (m) => m.CartPage),
  '/orders': page(SCREEN_LOADERS['/orders'], (m) => m.OrdersPage),
  '/organizations': page(SCREEN_LOADERS['/organizations'], (m) => m.OrganizationsPage),
  '/user-management': page(SCREEN_LOADERS['/user-management'], (m) => m.UserManagementPage),
  '/audit-log': page(SCREEN_LOADERS['/audit-log'], (m) => m.AuditLogPage),
  '/inventory': page(SCREEN_LOADERS['/inventory'], (m) => m.InventoryPage),
  '/series-management': page(SCREEN_LOADERS['/series-management'], (m) => m.SeriesManagementPage),
  '/shop-owner-authorizations': page(
    SCREEN_LOADERS['/shop-owner-authorizations'],
    (m) => m.ShopOwnerAuthorizationsPage,
  ),
  '/product-management': page(
    SCREEN_LOADERS['/product-management'],
    (m) => m.ProductManagementPage,
    ProductManagementHeading,
  ),
  '/bulk-product-update': page(SCREEN_LOADERS['/bulk-product-update'], (m) => m.BulkProductUpdatePage),
  '/csv-import': page(SCREEN_LOADERS['/csv-import'], (m) => m.CsvImportPage),
  '/staged-products': page(SCREEN_LOADERS['/staged-products'], (m) => m.StagedProductsPage),
  '/ai-enhancement-demo': page(SCREEN_LOADERS['/ai-enhancement-demo'], (m) => m.AiEnhancementDemoPage),
  '/bulk-ai-demo': page(SCREEN_LOADERS['/bulk-ai-demo'], (m) => m.BulkAiDemoPage),
  '/payment-options': page(SCREEN_LOADERS['/payment-options'], (m) => m.PaymentOptionsPage),
  '/pricing-management': page(SCREEN_LOADERS['/pricing-management'], (m) => m.PricingManagementPage),
  '/image-migration': page(SCREEN_LOADERS['/image-migration'], (m) => m.ImageMigrationPage),
  '/bunny-migration': page(SCREEN_LOADERS['/bunny-migration'], (m) => m.CdnMigrationPage),
  '/pricing-import': page(SCREEN_LOADERS['/pricing-import'], (m) => m.PricingImportPage),
  '/pricing-history': page(SCREEN_LOADERS['/pricing-history'], (m) => m.PricingHistoryPage),
  '/vehicles': page(SCREEN_LOADERS['/vehicles'], (m) => m.VehiclesPage),
  '/image-search': page(SCREEN_LOADERS['/image-search'], (m) => m.ImageSearchPage),
  '/pmap-import': page(SCREEN_LOADERS['/pmap-import'], (m) => m.PmapImportPage),
};

/**
 * The signed-in shell (sidebar, header, dialogs), loaded when first needed: a signed-out visitor on
 * the landing page downloads none of it.
 */
export const AuthenticatedLayout = page(loadAuthenticatedLayout, (m) => m.AuthenticatedLayout);

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
