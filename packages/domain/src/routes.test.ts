import { describe, expect, it } from 'vitest';
import { NAVIGATION, navigationFor } from './navigation.ts';
import { CAPABILITIES, can } from './permissions.ts';
import { ROLES } from './roles.ts';
import { APP_ROUTES, SIDEBAR_CATEGORIES, routeAt } from './routes.ts';

/** Spec partner-portal §2 "Route table" (signed in), plus the audit log (issue 7). */
const SPEC_PATHS = [
  '/',
  '/catalog',
  '/cart',
  '/orders',
  '/organizations',
  '/user-management',
  '/csv-import',
  '/inventory',
  '/staged-products',
  '/payment-options',
  '/pricing-management',
  '/pricing-import',
  '/pricing-history',
  '/vehicles',
  '/product-management',
  '/series-management',
  '/shop-owner-authorizations',
  '/ai-enhancement-demo',
  '/bulk-ai-demo',
  '/image-search',
  '/image-migration',
  '/pmap-import',
  '/bulk-product-update',
  '/bunny-migration',
  '/audit-log',
];

describe('route registry', () => {
  it('holds the 25 routes of the spec, each once', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(paths).toHaveLength(25);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('gives every route a title and a capability of the matrix', () => {
    expect(APP_ROUTES.length).toBeGreaterThan(0);
    for (const route of APP_ROUTES) {
      expect(route.title.trim(), route.path).not.toBe('');
      expect(CAPABILITIES, route.path).toContain(route.capability);
    }
  });

  it('places sidebar entries in known categories, at distinct positions, on existing routes', () => {
    const entries = NAVIGATION.flatMap((category) => category.entries);
    expect(entries.length).toBe(APP_ROUTES.filter((route) => route.sidebar).length);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(routeAt(entry.path), entry.path).toBeDefined();
    const titles = SIDEBAR_CATEGORIES.map((category) => category.title);
    const seen = new Set<string>();
    for (const route of APP_ROUTES) {
      if (!route.sidebar) continue;
      expect(titles).toContain(route.sidebar.category);
      const slot = `${route.sidebar.category}#${route.sidebar.order}`;
      expect(seen.has(slot), slot).toBe(false);
      seen.add(slot);
    }
  });

  it('offers no role a link to a page it may not open', () => {
    for (const role of ROLES) {
      const paths = navigationFor(role).flatMap((category) => category.entries.map((entry) => entry.path));
      expect(paths.length, role).toBeGreaterThan(0);
      for (const path of paths) expect(can(role, routeAt(path)!.capability), `${role} ${path}`).toBe(true);
    }
  });

  it('finds a route by its path, a trailing slash ignored', () => {
    expect(routeAt('/catalog')?.title).toBe('Product Catalog');
    expect(routeAt('/catalog/')?.title).toBe('Product Catalog');
    expect(routeAt('/')?.title).toBe('Dashboard');
    expect(routeAt('/nowhere')).toBeUndefined();
  });
});
