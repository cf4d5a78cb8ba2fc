import { z } from 'zod';
import { moneySchema } from './pricing/money.ts';

/**
 * GET /api/dashboard/stats and GET /api/dashboard/featured-products (array of catalogue products).
 * The Authorization Status list reads GET /api/series-authorizations.
 */
export const FEATURED_PRODUCTS_COUNT = 4;

export const dashboardStatsSchema = z.object({
  /** Active products in the catalogue. */
  totalProducts: z.number().int(),
  /** The organization's pending, processing and shipped orders, placed or received (admins: all). */
  activeOrders: z.number().int(),
  /**
   * Suppliers the organization may order from: shop owners and marketing firms their active
   * organization authorizations; distributors the manufacturers of their can_order series;
   * admins every active manufacturer and distributor; manufacturers 0.
   */
  authorizedVendors: z.number().int(),
  /** This calendar month (UTC), non-cancelled: vendors' received order totals, buyers' spend; admins all. */
  monthlyRevenue: moneySchema,
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const DASHBOARD_TEXTS = {
  recentActivityEmpty: 'No recent activity',
  authorizationsEmpty: 'No authorizations found',
  featuredEmpty: 'No authorized products available',
} as const;
