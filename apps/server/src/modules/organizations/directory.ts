import type { Db } from '@/db/database.ts';
import {
  type OrganizationSummaryRow,
  organizationSummariesById,
  organizationSummariesOfTypes,
} from './directory-repo.ts';

export type OrganizationSummary = OrganizationSummaryRow;

/**
 * Who an organization is (id, name, type, active) for modules that check or offer organizations
 * by type: series (an active manufacturer), authorizations (shop owners, suppliers). They call
 * this, never the organizations repo (decision 0014). Takes a `db` so a transaction's reads see
 * its writes.
 */
export const organizationDirectory = (db: Db) => ({
  /** Summaries by id; unknown ids are missing from the map. */
  async byIds(ids: readonly string[]): Promise<Map<string, OrganizationSummary>> {
    const rows = await organizationSummariesById(db, ids);
    return new Map(rows.map((row) => [row.id, row]));
  },
  /** One organization's summary, or null. */
  async find(id: string): Promise<OrganizationSummary | null> {
    const [row] = await organizationSummariesById(db, [id]);
    return row ?? null;
  },
  /** Organizations of these types by name; `activeOnly` leaves out deactivated ones. */
  ofTypes: (types: readonly string[], { activeOnly }: { activeOnly: boolean }) =>
    organizationSummariesOfTypes(db, types, activeOnly),
});
