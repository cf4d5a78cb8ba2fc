import { type Role, effectiveRole } from './roles.ts';

/**
 * The one permission matrix: role → capabilities. The server checks every route against it and
 * the sidebar reads it, so a screen is never offered to a role the API would refuse.
 */
export const CAPABILITIES = [
  // Core operations: dashboard, catalogue, cart, orders.
  'core.use',
  'inventory.manage',
  'pricing.manage',
  'organizations.manage',
  'users.manage',
  'series.manage',
  'authorizations.manage',
  'imports.manage',
  'products.manage',
  'images.manage',
  'paymentOptions.manageAny',
  // Own organization's payment options (everyone); orders routed to the caller's organization.
  'paymentOptions.manageOwn',
  'orders.fulfil',
  'vehicles.manage',
  'emulation.use',
  'audit.read',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const everyone: readonly Role[] = [
  'admin',
  'manufacturer',
  'distributor',
  'marketing_firm',
  'shop_owner',
  'sales_rep',
  'sales_manager',
];

const WHO_HAS: Record<Capability, readonly Role[]> = {
  'core.use': everyone,
  'inventory.manage': ['admin', 'manufacturer', 'distributor'],
  'pricing.manage': ['admin', 'distributor', 'marketing_firm'],
  'organizations.manage': ['admin', 'manufacturer'],
  'users.manage': ['admin', 'manufacturer'],
  'series.manage': ['admin', 'manufacturer'],
  'authorizations.manage': ['admin', 'manufacturer'],
  'imports.manage': ['admin'],
  'products.manage': ['admin'],
  'images.manage': ['admin'],
  'paymentOptions.manageAny': ['admin'],
  'paymentOptions.manageOwn': everyone,
  'orders.fulfil': ['admin', 'manufacturer', 'distributor'],
  'vehicles.manage': ['admin'],
  'emulation.use': ['admin'],
  'audit.read': ['admin'],
};

export function can(role: string | null | undefined, capability: Capability): boolean {
  return WHO_HAS[capability].includes(effectiveRole(role));
}

export function capabilitiesOf(role: string | null | undefined): Capability[] {
  return CAPABILITIES.filter((capability) => can(role, capability));
}

/**
 * Every server route declares one of these. `capability` is checked against the effective user
 * (the emulated one while emulating); `realCapability` against the signed-in user behind it, for
 * the few admin tools that must keep working while an admin emulates someone (the switcher).
 */
export type RoutePolicy =
  | { access: 'public' }
  | { access: 'authenticated' }
  | { access: 'capability'; capability: Capability }
  | { access: 'realCapability'; capability: Capability };

export const policy = {
  public: { access: 'public' },
  authenticated: { access: 'authenticated' },
  capability: (capability: Capability): RoutePolicy => ({ access: 'capability', capability }),
  realCapability: (capability: Capability): RoutePolicy => ({ access: 'realCapability', capability }),
} as const satisfies Record<string, RoutePolicy | ((c: Capability) => RoutePolicy)>;

/** Whether a caller with these roles passes a policy; null role means not signed in. */
export function policyAllows(
  routePolicy: RoutePolicy,
  caller: { role: string | null; realRole: string | null } | null,
): boolean {
  switch (routePolicy.access) {
    case 'public':
      return true;
    case 'authenticated':
      return caller !== null;
    case 'capability':
      return caller !== null && can(caller.role, routePolicy.capability);
    case 'realCapability':
      return caller !== null && can(caller.realRole, routePolicy.capability);
  }
}
