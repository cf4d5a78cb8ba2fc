/** The seven roles of the spec. Anything else a user row carries is treated as shop_owner. */
export const ROLES = [
  'admin',
  'manufacturer',
  'distributor',
  'marketing_firm',
  'shop_owner',
  'sales_rep',
  'sales_manager',
] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'shop_owner';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Spec section 1: "A user with no known role is treated as shop_owner." */
export function effectiveRole(value: string | null | undefined): Role {
  return isRole(value) ? value : DEFAULT_ROLE;
}

/** "shop_owner" → "shop owner", as the emulation banner shows it. */
export function roleLabel(role: string): string {
  return role.replaceAll('_', ' ');
}

export const ORGANIZATION_TYPES = ['manufacturer', 'distributor', 'marketing_firm', 'shop_owner'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** Authentication types of a user row: business users sign in with a password, admins by SSO. */
export const AUTH_TYPES = ['traditional', 'oidc'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];
