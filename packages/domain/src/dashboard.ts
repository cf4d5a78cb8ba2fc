import { z } from 'zod';
import { seriesAuthorizationSchema } from './catalog.ts';
import { moneySchema } from './pricing/money.ts';

/**
 * GET /api/dashboard/stats, GET /api/dashboard/featured-products (array of catalogue products),
 * GET /api/dashboard/authorizations (the Authorization Status card: counts and the first few) and
 * GET /api/dashboard/authorizations/page (every authorization, a page at a time).
 */
export const FEATURED_PRODUCTS_COUNT = 4;

/**
 * Whose money the fourth card shows: what vendors received (manufacturers, distributors; admins
 * the whole network) or what a buying organization spent on its own orders.
 */
export const MONTHLY_TOTAL_KINDS = ['revenue', 'spend'] as const;
export type MonthlyTotalKind = (typeof MONTHLY_TOTAL_KINDS)[number];

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
  /** Which of the two monthlyRevenue is, so the card is labelled for what it counts. */
  monthlyTotalKind: z.enum(MONTHLY_TOTAL_KINDS),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** The fourth card's label: the spec's 'Revenue (Month)' for vendors and admins. */
export const MONTHLY_TOTAL_LABELS: Record<MonthlyTotalKind, string> = {
  revenue: 'Revenue (Month)',
  spend: 'Spend (Month)',
};

/** How many authorizations the dashboard card lists before 'View all'. */
export const AUTHORIZATION_SUMMARY_SIZE = 5;
export const AUTHORIZATIONS_PAGE_SIZE = 20;

export const authorizationSummarySchema = z.object({
  /** Active series authorizations of the user's organization. */
  total: z.number().int(),
  /** How many of them are of each type (0 when none). */
  counts: z.object({
    can_order: z.number().int(),
    pricing_visible: z.number().int(),
    view_only: z.number().int(),
  }),
  /** The first AUTHORIZATION_SUMMARY_SIZE, by manufacturer then series name. */
  first: z.array(seriesAuthorizationSchema).max(AUTHORIZATION_SUMMARY_SIZE),
});
export type AuthorizationSummary = z.infer<typeof authorizationSummarySchema>;

export const authorizationsPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(1_000_000, 'page must be at most 1,000,000')
    .default(1),
});

export const authorizationsPageSchema = z.object({
  items: z.array(seriesAuthorizationSchema).max(AUTHORIZATIONS_PAGE_SIZE),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type AuthorizationsPage = z.infer<typeof authorizationsPageSchema>;

export const DASHBOARD_TEXTS = {
  recentActivityEmpty: 'No recent activity',
  authorizationsEmpty: 'No authorizations found',
  featuredEmpty: 'No authorized products available',
} as const;
