import { type Role, effectiveRole } from './roles.ts';

/**
 * The one permission matrix: role → capability → scope. The server checks every route and every
 * record against it, the web's router, sidebar and useCan() read it, so a screen or a button is
 * never offered to a role the API would refuse. Decision 0012 explains the choices.
 */
export const CAPABILITIES = [
  // Core operations: dashboard, catalogue, cart, orders.
  'core.use',
  'inventory.manage',
  // Reviewing imported rows before they go live, AI enhancement included.
  'stagedProducts.review',
  // Pricing (back-office §2.4–2.6): opening the pages, reading, managing, importing own prices.
  'pricing.view',
  'pricing.read',
  'pricing.manage',
  'pricing.import',
  // Reading an organization's record (everyone: its own, for the cart's tax rate).
  'organizations.read',
  'organizations.manage',
  'users.manage',
  'series.manage',
  'authorizations.manage',
  'imports.manage',
  'products.manage',
  'images.manage',
  'paymentOptions.manage',
  // Orders routed to the caller's organization.
  'orders.fulfil',
  'vehicles.manage',
  'emulation.use',
  'audit.read',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/**
 * How far a capability reaches: 'own' — records of the holder's own organization; 'carried' —
 * records of the product lines the holder's organization is authorized for (an active series
 * authorization: the lines a distributor carries), each with the fields that authorization shows
 * in the catalogue; 'any' — records of every organization (and records belonging to none).
 */
export type Scope = 'own' | 'carried' | 'any';

type Grants = Partial<Record<Role, Scope>>;

/** Admins everywhere, `roles` on their own organization. */
const adminAnd = (...roles: Role[]): Grants => ({
  admin: 'any',
  ...Object.fromEntries(roles.map((role) => [role, 'own' as const])),
});
const adminOnly: Grants = { admin: 'any' };
const everyone = adminAnd(
  'manufacturer',
  'distributor',
  'marketing_firm',
  'shop_owner',
  'sales_rep',
  'sales_manager',
);

/** Spec partner-portal §2 sidebar table and §6, back-office §6: who may do what, and how far. */
const GRANTS: Record<Capability, Grants> = {
  'core.use': everyone,
  'inventory.manage': adminAnd('manufacturer', 'distributor'),
  // A manufacturer reviews its own brand's imports, a distributor the coming products of the
  // series it carries (decision 0027), never a whole manufacturer's.
  'stagedProducts.review': { admin: 'any', manufacturer: 'own', distributor: 'carried' },
  // The three pricing pages open for the sidebar's roles; what each may do there is narrower.
  'pricing.view': { admin: 'any', distributor: 'own', marketing_firm: 'any' },
  // Rules, organization pricing, campaigns and every import: marketing firms read them only.
  'pricing.read': { admin: 'any', marketing_firm: 'any' },
  'pricing.manage': adminOnly,
  // A distributor imports, sees and rolls back its own organization's price lists only.
  'pricing.import': adminAnd('distributor'),
  'organizations.read': everyone,
  'organizations.manage': adminAnd('manufacturer'),
  'users.manage': adminAnd('manufacturer'),
  'series.manage': adminAnd('manufacturer'),
  'authorizations.manage': adminAnd('manufacturer'),
  'imports.manage': adminOnly,
  'products.manage': adminOnly,
  'images.manage': adminOnly,
  // Every member manages its own organization's methods; admins any organization's.
  'paymentOptions.manage': everyone,
  'orders.fulfil': adminAnd('manufacturer', 'distributor'),
  'vehicles.manage': adminOnly,
  'emulation.use': adminOnly,
  'audit.read': adminOnly,
};

/** The scope at which a role holds a capability, or null when it does not hold it at all. */
export function scopeOf(role: string | null | undefined, capability: Capability): Scope | null {
  return GRANTS[capability][effectiveRole(role)] ?? null;
}

/** Who asks: a role alone, or a role with the organization it belongs to (for 'own' scopes). */
export type Subject =
  string | null | undefined | { role: string | null | undefined; organizationId: string | null };

/**
 * What is asked for: nothing (the capability at any scope — may the page open at all?), one
 * organization's record (`organizationId`, null for a record belonging to none), or `scope: 'any'`
 * (work across organizations: creating one, deleting one, naming another).
 */
export type Target = { organizationId: string | null } | { scope: 'any' };

/**
 * Whether `subject` holds `capability` for `target`. An 'own' scope reaches only the subject's own
 * organization, so a bare role (no organization known) passes a record check only with 'any'. A
 * 'carried' scope reaches single series, which an organization id cannot tell: it passes no record
 * check here, and the service narrows its reads to the authorized series itself.
 */
export function can(subject: Subject, capability: Capability, target?: Target): boolean {
  const role = typeof subject === 'object' && subject !== null ? subject.role : subject;
  const scope = scopeOf(role, capability);
  if (scope === null) return false;
  if (target === undefined || scope === 'any') return true;
  if ('scope' in target || scope === 'carried') return false;
  const own = typeof subject === 'object' && subject !== null ? subject.organizationId : null;
  return own !== null && target.organizationId === own;
}

export function capabilitiesOf(role: string | null | undefined): Capability[] {
  return CAPABILITIES.filter((capability) => can(role, capability));
}

/**
 * Every server route declares one of these. `capability` is checked against the effective user
 * (the emulated one while emulating), at least at `scope` when given; `realCapability` against
 * the signed-in user behind it, for the few admin tools that must keep working while an admin
 * emulates someone (the switcher). Which record a request touches is the service's check.
 */
export type RoutePolicy =
  | { access: 'public' }
  | { access: 'authenticated' }
  | { access: 'capability'; capability: Capability; scope?: 'any' }
  | { access: 'realCapability'; capability: Capability };

export const policy = {
  public: { access: 'public' },
  authenticated: { access: 'authenticated' },
  capability: (capability: Capability, scope?: 'any'): RoutePolicy =>
    scope ? { access: 'capability', capability, scope } : { access: 'capability', capability },
  realCapability: (capability: Capability): RoutePolicy => ({ access: 'realCapability', capability }),
} as const;

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
      return (
        caller !== null &&
        can(caller.role, routePolicy.capability, routePolicy.scope ? { scope: 'any' } : undefined)
      );
    case 'realCapability':
      return caller !== null && can(caller.realRole, routePolicy.capability);
  }
}
