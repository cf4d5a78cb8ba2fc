import {
  ORGANIZATION_TYPES,
  type OrganizationType,
  ROLES,
  type Role,
  effectiveRole,
  roleLabel,
} from './roles.ts';

/**
 * Which roles a member of each organization type may have. A company role (manufacturer,
 * distributor, marketing firm, shop owner) belongs only to an organization of that type; sales
 * reps and managers work for any kind of organization; administrators run the platform and may sit
 * anywhere (usually nowhere). A user without an organization may have any role.
 */
const COMPANY_ROLE_TYPE: Partial<Record<Role, OrganizationType>> = {
  manufacturer: 'manufacturer',
  distributor: 'distributor',
  marketing_firm: 'marketing_firm',
  shop_owner: 'shop_owner',
};

/** Whether a user with `role` may belong to an organization of `organizationType` (null: none). */
export function roleFitsOrganization(role: string, organizationType: string | null | undefined): boolean {
  if (organizationType === null || organizationType === undefined) return true;
  const companyType = COMPANY_ROLE_TYPE[effectiveRole(role)];
  return companyType === undefined || companyType === organizationType;
}

/** The roles a member of an organization of this type may have, in the order of ROLES. */
export function rolesForOrganizationType(organizationType: string | null | undefined): Role[] {
  return ROLES.filter((role) => roleFitsOrganization(role, organizationType));
}

function typeLabel(organizationType: string): string {
  return (ORGANIZATION_TYPES as readonly string[]).includes(organizationType)
    ? roleLabel(organizationType)
    : organizationType;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** "A marketing firm user cannot belong to a manufacturer organization; choose …" */
export function roleMismatchMessage(role: string, organizationType: string): string {
  const label = roleLabel(effectiveRole(role));
  const type = typeLabel(organizationType);
  const fitting = rolesForOrganizationType(organizationType)
    .filter((r) => r !== 'admin')
    .map(roleLabel);
  const choices = `${fitting.slice(0, -1).join(', ')} or ${fitting.at(-1)}`;
  return (
    `${article(label).replace(/^a/, 'A')} ${label} user cannot belong to ${article(type)} ${type} ` +
    `organization; choose ${choices}`
  );
}
