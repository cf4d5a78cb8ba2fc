import { type Role, effectiveRole } from '@crossover/domain/roles';
import { taxRateToTenThousandths } from '@crossover/domain/pricing/money';
import type { AuthUserRow } from '@/modules/auth/user-repo.ts';

/**
 * Who is buying or browsing: the effective user (the emulated one while an admin emulates) and the
 * organization it acts for. The organization's type, not the role, sets the price tier, so a
 * distributor's sales reps see what their distributor sees.
 *   admin        — every field, may always order (needs an organization to place an order)
 *   manufacturer — own products with full cost data; never orders
 *   distributor  — buys from manufacturers at mfg cost
 *   dealer       — shop owners and marketing firms: buy from authorized suppliers
 *   none         — no organization: view only
 */
export type BuyerKind = 'admin' | 'manufacturer' | 'distributor' | 'dealer' | 'none';

export interface Buyer {
  userId: string;
  role: Role;
  kind: BuyerKind;
  organizationId: string | null;
  organizationType: string | null;
  organizationName: string | null;
  /** Ten-thousandths: 0.0725 → 725; 0 when exempt. */
  taxRate: number;
  taxRateText: string | null;
}

/** The buyer behind an authenticated user; its organization came joined with the session. */
export function buyerOf(user: AuthUserRow): Buyer {
  const role = effectiveRole(user.role);
  const hasOrganization = user.organizationId !== null && user.organizationType !== null;
  const organizationType = hasOrganization ? user.organizationType : null;
  let kind: BuyerKind;
  if (role === 'admin') kind = 'admin';
  else if (!hasOrganization) kind = 'none';
  else if (organizationType === 'manufacturer') kind = 'manufacturer';
  else if (organizationType === 'distributor') kind = 'distributor';
  else kind = 'dealer';
  const taxRateText = hasOrganization ? user.organizationTaxRate : null;
  return {
    userId: user.id,
    role,
    kind,
    organizationId: hasOrganization ? user.organizationId : null,
    organizationType,
    organizationName: hasOrganization ? user.organizationName : null,
    taxRate: taxRateToTenThousandths(taxRateText),
    taxRateText,
  };
}
