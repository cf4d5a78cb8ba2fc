import type { Db } from '@/db/database.ts';
import { findPaymentOptionRow } from './repo.ts';

/**
 * The parts of a payment option that placing an order checks (whose it is, which vendor it pays,
 * whether it is active), or null. Orders call this, never the payment-options repo
 * (decision 0014); it takes the order's transaction.
 */
export async function findPaymentOption(db: Db, id: string) {
  const row = await findPaymentOptionRow(db, id);
  if (!row) return null;
  const { organizationId, vendorOrganizationId, isActive } = row;
  return { id: row.id, organizationId, vendorOrganizationId, isActive };
}
