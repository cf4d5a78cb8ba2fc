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
}

function notYet(path: string, title: string): ProtectedRoute {
  return { path, title, page: NotAvailablePage };
}

/** Spec §2 "Route table": every screen of a signed-in user. */
export const PROTECTED_ROUTES: readonly ProtectedRoute[] = [
  { path: '/', title: 'Dashboard', page: DashboardPage },
  { path: '/catalog', title: 'Product Catalog', page: CatalogPage },
  { path: '/cart', title: 'Shopping Cart', page: CartPage },
  { path: '/orders', title: 'Orders', page: OrdersPage },
  { path: '/organizations', title: 'Organizations', page: OrganizationsPage },
  { path: '/user-management', title: 'User Management', page: UserManagementPage },
  { path: '/audit-log', title: 'Audit Log', page: AuditLogPage },
  notYet('/csv-import', 'CSV Import'),
  notYet('/inventory', 'Current Inventory'),
  notYet('/staged-products', 'Staged Products'),
  { path: '/payment-options', title: 'Payment Options', page: PaymentOptionsPage },
  notYet('/pricing-management', 'Pricing Management'),
  notYet('/pricing-import', 'Pricing Import'),
  notYet('/pricing-history', 'Pricing Import History'),
  notYet('/vehicles', 'Vehicles'),
  notYet('/product-management', 'Product Management'),
  notYet('/series-management', 'Series Management'),
  notYet('/shop-owner-authorizations', 'Shop Owner Authorizations'),
  notYet('/ai-enhancement-demo', 'AI Enhancement Demo'),
  notYet('/bulk-ai-demo', 'Bulk AI Enhancement Demo'),
  notYet('/image-search', 'Product Image Search'),
  notYet('/image-migration', 'Image Migration'),
  notYet('/pmap-import', 'PMAP Import'),
  notYet('/bulk-product-update', 'Bulk Product Update'),
  notYet('/bunny-migration', 'CDN Migration'),
];

export function findProtectedRoute(pathname: string): ProtectedRoute | undefined {
  return PROTECTED_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

/** The page title for a path inside the authenticated layout. */
export function routeTitle(pathname: string): string {
  return findProtectedRoute(pathname)?.title ?? NOT_FOUND_TITLE;
}
