import type { Capability } from './permissions.ts';

/** Spec partner-portal §2 "Sidebar menu": the categories, in their order. */
export const SIDEBAR_CATEGORIES = [
  { title: 'Core Operations', initiallyOpen: true },
  { title: 'Inventory Management', initiallyOpen: false },
  { title: 'Pricing & Finance', initiallyOpen: false },
  { title: 'Management', initiallyOpen: false },
  { title: 'Tools & Import', initiallyOpen: false },
  { title: 'System', initiallyOpen: false },
] as const;
export type SidebarCategory = (typeof SIDEBAR_CATEGORIES)[number]['title'];

export interface SidebarPlacement {
  category: SidebarCategory;
  label: string;
  /** Position inside the category, smallest first. */
  order: number;
  /**
   * 'any': the link is listed only for roles holding the capability at scope any, though the
   * page opens for every holder (payment options: each member reaches its own from the cart).
   */
  scope?: 'any';
}

export interface AppRoute {
  path: string;
  /** The page header and the document title. */
  title: string;
  /** Who may open it; anyone else gets the no-access page. */
  capability: Capability;
  /** Where the sidebar lists it; null for pages reached from another page only. */
  sidebar: SidebarPlacement | null;
}

const at = (category: SidebarCategory, order: number, label: string, scope?: 'any'): SidebarPlacement =>
  scope ? { category, order, label, scope } : { category, order, label };

/**
 * The one route registry (decision 0012): every screen of a signed-in user (spec partner-portal
 * §2 "Route table", back-office §2, and the audit log), read by the web's router, page guard,
 * page titles and sidebar. The capabilities follow the sidebar's role table; screens it does not
 * list take the capability of the screen they belong to.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', title: 'Dashboard', capability: 'core.use', sidebar: at('Core Operations', 1, 'Dashboard') },
  {
    path: '/catalog',
    title: 'Product Catalog',
    capability: 'core.use',
    sidebar: at('Core Operations', 2, 'Product Catalog'),
  },
  {
    path: '/cart',
    title: 'Shopping Cart',
    capability: 'core.use',
    sidebar: at('Core Operations', 3, 'Shopping Cart'),
  },
  { path: '/orders', title: 'Orders', capability: 'core.use', sidebar: at('Core Operations', 4, 'Orders') },
  {
    path: '/organizations',
    title: 'Organizations',
    capability: 'organizations.manage',
    sidebar: at('Management', 1, 'Organizations'),
  },
  {
    path: '/user-management',
    title: 'User Management',
    capability: 'users.manage',
    sidebar: at('Management', 2, 'User Management'),
  },
  {
    path: '/audit-log',
    title: 'Audit Log',
    capability: 'audit.read',
    sidebar: at('Management', 5, 'Audit Log'),
  },
  {
    path: '/csv-import',
    title: 'CSV Import',
    capability: 'imports.manage',
    sidebar: at('Tools & Import', 1, 'CSV Import'),
  },
  {
    path: '/inventory',
    title: 'Current Inventory',
    capability: 'inventory.manage',
    sidebar: at('Inventory Management', 1, 'Current Inventory'),
  },
  {
    path: '/staged-products',
    title: 'Staged Products',
    capability: 'stagedProducts.review',
    sidebar: at('Inventory Management', 2, 'Staged Products'),
  },
  {
    path: '/payment-options',
    title: 'Payment Options',
    capability: 'paymentOptions.manage',
    sidebar: at('System', 1, 'Payment Options', 'any'),
  },
  {
    path: '/pricing-management',
    title: 'Pricing Management',
    capability: 'pricing.view',
    sidebar: at('Pricing & Finance', 1, 'Pricing Management'),
  },
  {
    path: '/pricing-import',
    title: 'Pricing Import',
    capability: 'pricing.view',
    sidebar: at('Pricing & Finance', 2, 'Pricing Import'),
  },
  {
    path: '/pricing-history',
    title: 'Pricing Import History',
    capability: 'pricing.view',
    sidebar: at('Pricing & Finance', 3, 'Pricing History'),
  },
  {
    path: '/vehicles',
    title: 'Vehicles',
    capability: 'vehicles.manage',
    sidebar: at('System', 2, 'Vehicles'),
  },
  {
    path: '/product-management',
    title: 'Product Management',
    capability: 'products.manage',
    sidebar: at('Tools & Import', 2, 'Product Management'),
  },
  {
    path: '/series-management',
    title: 'Series Management',
    capability: 'series.manage',
    sidebar: at('Management', 3, 'Series Management'),
  },
  {
    path: '/shop-owner-authorizations',
    title: 'Shop Owner Authorizations',
    capability: 'authorizations.manage',
    sidebar: at('Management', 4, 'Authorizations'),
  },
  // The two AI demos show the Staged Products screen's enhancement (back-office §2.11).
  {
    path: '/ai-enhancement-demo',
    title: 'AI Enhancement Demo',
    capability: 'stagedProducts.review',
    sidebar: null,
  },
  {
    path: '/bulk-ai-demo',
    title: 'Bulk AI Enhancement Demo',
    capability: 'stagedProducts.review',
    sidebar: null,
  },
  {
    path: '/image-search',
    title: 'Product Image Search',
    capability: 'images.manage',
    sidebar: at('Tools & Import', 3, 'Image Search'),
  },
  { path: '/image-migration', title: 'Image Migration', capability: 'images.manage', sidebar: null },
  // The PMAP half of Pricing Import (its import-type toggle), on a screen of its own.
  { path: '/pmap-import', title: 'PMAP Import', capability: 'pricing.read', sidebar: null },
  // Reached from Product Management's 'Bulk Update' button (back-office §2.8).
  {
    path: '/bulk-product-update',
    title: 'Bulk Product Update',
    capability: 'products.manage',
    sidebar: null,
  },
  { path: '/bunny-migration', title: 'CDN Migration', capability: 'images.manage', sidebar: null },
];

/** The registered route at exactly `path` (a trailing slash ignored). */
export function routeAt(path: string): AppRoute | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return APP_ROUTES.find((route) => route.path === normalized);
}
