import { NAVIGATION } from '@crossover/domain/navigation';
import type { Capability } from '@crossover/domain/permissions';
import { can } from '@crossover/domain/permissions';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { NotAvailablePage } from '@/components/ui/not-available-page';
import { AuditLogPage } from '@/features/audit/pages/audit-log-page';
import { CartPage } from '@/features/cart/pages/cart-page';
import { CatalogPage } from '@/features/catalog/pages/catalog-page';
import { OrdersPage } from '@/features/orders/pages/orders-page';
import { PaymentOptionsPage } from '@/features/payment-options/pages/payment-options-page';
import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';
import { OrganizationsPage } from '@/features/organizations/pages/organizations-page';
import { UserManagementPage } from '@/features/users/pages/user-management-page';
import { NOT_FOUND_TITLE } from '@/features/not-found/pages/not-found-page';

export interface ProtectedRoute {
  path: string;
  /** Shown in the page header and the browser tab. */
  title: string;
  /** The screen; screens that later issues build show the not-available notice until then. */
  page: ComponentType;
  /** Who may open it; anyone else sees the no-access page instead of the screen. */
  capability: Capability;
}

/** The capability of the sidebar entry for `path`: a page is open to exactly who sees its link. */
function sidebarCapability(path: string): Capability {
  const entry = NAVIGATION.flatMap((category) => category.entries).find((e) => e.path === path);
  if (!entry) throw new Error(`No sidebar entry for ${path}`);
  return entry.capability;
}

function screen(path: string, title: string, page: ComponentType): ProtectedRoute {
  return { path, title, page, capability: sidebarCapability(path) };
}

/** A screen a later issue builds; `capability` for those the sidebar does not list. */
function notYet(path: string, title: string, capability = sidebarCapability(path)): ProtectedRoute {
  return { path, title, page: NotAvailablePage, capability };
}

/** Spec §2 "Route table": every screen of a signed-in user. */
export const PROTECTED_ROUTES: readonly ProtectedRoute[] = [
  screen('/', 'Dashboard', DashboardPage),
  screen('/catalog', 'Product Catalog', CatalogPage),
  screen('/cart', 'Shopping Cart', CartPage),
  screen('/orders', 'Orders', OrdersPage),
  screen('/organizations', 'Organizations', OrganizationsPage),
  screen('/user-management', 'User Management', UserManagementPage),
  screen('/audit-log', 'Audit Log', AuditLogPage),
  notYet('/csv-import', 'CSV Import'),
  notYet('/inventory', 'Current Inventory'),
  notYet('/staged-products', 'Staged Products'),
  // Only admins see it in the sidebar, but every member manages their own organization's methods
  // there: the cart's 'Add Payment Method' leads to it (spec §2 Cart).
  {
    path: '/payment-options',
    title: 'Payment Options',
    page: PaymentOptionsPage,
    capability: 'paymentOptions.manageOwn',
  },
  notYet('/pricing-management', 'Pricing Management'),
  notYet('/pricing-import', 'Pricing Import'),
  notYet('/pricing-history', 'Pricing Import History'),
  notYet('/vehicles', 'Vehicles'),
  notYet('/product-management', 'Product Management'),
  notYet('/series-management', 'Series Management'),
  notYet('/shop-owner-authorizations', 'Shop Owner Authorizations'),
  notYet('/ai-enhancement-demo', 'AI Enhancement Demo', 'products.manage'),
  notYet('/bulk-ai-demo', 'Bulk AI Enhancement Demo', 'products.manage'),
  notYet('/image-search', 'Product Image Search'),
  notYet('/image-migration', 'Image Migration', 'images.manage'),
  notYet('/pmap-import', 'PMAP Import', 'pricing.manage'),
  notYet('/bulk-product-update', 'Bulk Product Update', 'products.manage'),
  notYet('/bunny-migration', 'CDN Migration', 'images.manage'),
];

export function findProtectedRoute(pathname: string): ProtectedRoute | undefined {
  return PROTECTED_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

/** Whether a user of `role` (the effective one while emulating) may open the route's screen. */
export function canOpen(role: string | null | undefined, route: ProtectedRoute): boolean {
  return can(role, route.capability);
}

/** The page title for a path inside the authenticated layout. */
export function routeTitle(pathname: string): string {
  return findProtectedRoute(pathname)?.title ?? NOT_FOUND_TITLE;
}
