import type { Capability } from './permissions.ts';
import { can } from './permissions.ts';

export interface NavEntry {
  path: string;
  label: string;
  capability: Capability;
}
export interface NavCategory {
  title: string;
  /** Core Operations starts open; the others start collapsed. */
  initiallyOpen: boolean;
  entries: NavEntry[];
}

/** Spec partner-portal §2 "Sidebar menu (visible by role)", expressed through capabilities. */
export const NAVIGATION: readonly NavCategory[] = [
  {
    title: 'Core Operations',
    initiallyOpen: true,
    entries: [
      { path: '/', label: 'Dashboard', capability: 'core.use' },
      { path: '/catalog', label: 'Product Catalog', capability: 'core.use' },
      { path: '/cart', label: 'Shopping Cart', capability: 'core.use' },
      { path: '/orders', label: 'Orders', capability: 'core.use' },
    ],
  },
  {
    title: 'Inventory Management',
    initiallyOpen: false,
    entries: [
      { path: '/inventory', label: 'Current Inventory', capability: 'inventory.manage' },
      { path: '/staged-products', label: 'Staged Products', capability: 'inventory.manage' },
    ],
  },
  {
    title: 'Pricing & Finance',
    initiallyOpen: false,
    entries: [
      { path: '/pricing-management', label: 'Pricing Management', capability: 'pricing.manage' },
      { path: '/pricing-import', label: 'Pricing Import', capability: 'pricing.manage' },
      { path: '/pricing-history', label: 'Pricing History', capability: 'pricing.manage' },
    ],
  },
  {
    title: 'Management',
    initiallyOpen: false,
    entries: [
      { path: '/organizations', label: 'Organizations', capability: 'organizations.manage' },
      { path: '/user-management', label: 'User Management', capability: 'users.manage' },
      { path: '/series-management', label: 'Series Management', capability: 'series.manage' },
      { path: '/shop-owner-authorizations', label: 'Authorizations', capability: 'authorizations.manage' },
      { path: '/audit-log', label: 'Audit Log', capability: 'audit.read' },
    ],
  },
  {
    title: 'Tools & Import',
    initiallyOpen: false,
    entries: [
      { path: '/csv-import', label: 'CSV Import', capability: 'imports.manage' },
      { path: '/product-management', label: 'Product Management', capability: 'products.manage' },
      { path: '/image-search', label: 'Image Search', capability: 'images.manage' },
    ],
  },
  {
    title: 'System',
    initiallyOpen: false,
    entries: [
      { path: '/payment-options', label: 'Payment Options', capability: 'paymentOptions.manageAny' },
      { path: '/vehicles', label: 'Vehicles', capability: 'vehicles.manage' },
    ],
  },
];

/** The categories and entries a role sees; categories with nothing visible are dropped. */
export function navigationFor(role: string | null | undefined): NavCategory[] {
  return NAVIGATION.map((category) => ({
    ...category,
    entries: category.entries.filter((entry) => can(role, entry.capability)),
  })).filter((category) => category.entries.length > 0);
}

/** A link is active on an exact match or on a sub-path; '/' only on an exact match. */
export function isNavLinkActive(linkPath: string, currentPath: string): boolean {
  if (linkPath === '/') return currentPath === '/';
  return currentPath === linkPath || currentPath.startsWith(`${linkPath}/`);
}
