import type { Capability } from './permissions.ts';
import { can } from './permissions.ts';
import { APP_ROUTES, SIDEBAR_CATEGORIES } from './routes.ts';

export interface NavEntry {
  path: string;
  label: string;
  capability: Capability;
  /** 'any': listed only for roles holding the capability at scope any (see SidebarPlacement). */
  scope?: 'any';
}
export interface NavCategory {
  title: string;
  /** Core Operations starts open; the others start collapsed. */
  initiallyOpen: boolean;
  entries: NavEntry[];
}

/**
 * Spec partner-portal §2 "Sidebar menu (visible by role)": a view over the route registry
 * (routes.ts), which holds each link's category, label, order and capability.
 */
export const NAVIGATION: readonly NavCategory[] = SIDEBAR_CATEGORIES.map((category) => ({
  title: category.title,
  initiallyOpen: category.initiallyOpen,
  entries: APP_ROUTES.flatMap((route) =>
    route.sidebar?.category === category.title ? [{ route, sidebar: route.sidebar }] : [],
  )
    .sort((a, b) => a.sidebar.order - b.sidebar.order)
    .map(({ route, sidebar }) => ({
      path: route.path,
      label: sidebar.label,
      capability: route.capability,
      ...(sidebar.scope ? { scope: sidebar.scope } : {}),
    })),
}));

/** The categories and entries a role sees; categories with nothing visible are dropped. */
export function navigationFor(role: string | null | undefined): NavCategory[] {
  return NAVIGATION.map((category) => ({
    ...category,
    entries: category.entries.filter((entry) =>
      can(role, entry.capability, entry.scope ? { scope: entry.scope } : undefined),
    ),
  })).filter((category) => category.entries.length > 0);
}

/** A link is active on an exact match or on a sub-path; '/' only on an exact match. */
export function isNavLinkActive(linkPath: string, currentPath: string): boolean {
  if (linkPath === '/') return currentPath === '/';
  return currentPath === linkPath || currentPath.startsWith(`${linkPath}/`);
}
