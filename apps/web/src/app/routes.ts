import type { AppRoute } from '@crossover/domain/routes';
import { APP_ROUTES } from '@crossover/domain/routes';
import { can } from '@crossover/domain/permissions';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { pageFor } from '@/app/pages';
import { NOT_FOUND_TITLE } from '@/features/not-found/pages/not-found-page';

export interface ProtectedRoute extends AppRoute {
  /** The screen (lazily loaded); screens that later issues build show the not-available notice. */
  page: ComponentType;
}

/**
 * Spec §2 "Route table": every screen of a signed-in user, from the one route registry in
 * packages/domain (path, title, capability, sidebar placement) with the web's screen for each.
 */
export const PROTECTED_ROUTES: readonly ProtectedRoute[] = APP_ROUTES.map((route) => ({
  ...route,
  page: pageFor(route.path),
}));

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
