import { eq } from 'drizzle-orm';
import { type Role, effectiveRole } from '@crossover/domain/roles';
import { taxRateToTenThousandths } from '@crossover/domain/pricing/money';
import type { Db } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
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

export async function loadBuyer(db: Db, user: AuthUserRow): Promise<Buyer> {
  const role = effectiveRole(user.role);
  const [org] = user.organizationId
    ? await db
        .select({ type: organizations.type, name: organizations.name, taxRate: organizations.taxRate })
        .from(organizations)
        .where(eq(organizations.id, user.organizationId))
    : [];
  const organizationType = org?.type ?? null;
  let kind: BuyerKind;
  if (role === 'admin') kind = 'admin';
  else if (!org) kind = 'none';
  else if (organizationType === 'manufacturer') kind = 'manufacturer';
  else if (organizationType === 'distributor') kind = 'distributor';
  else kind = 'dealer';
  return {
    userId: user.id,
    role,
    kind,
    organizationId: org ? user.organizationId : null,
    organizationType,
    organizationName: org?.name ?? null,
    taxRate: taxRateToTenThousandths(org?.taxRate ?? null),
    taxRateText: org?.taxRate ?? null,
  };
}
