/**
 * How long each resource's cached answer counts as fresh (back-office spec §7 "Cache times"); the
 * one place they are set. Everything else keeps the app default (lib/query-client.ts): never stale,
 * refreshed only by invalidation after a write (partner-portal spec §7).
 */
export const STALE_TIME_MS = {
  /** The product list and what derives from it (one product, the filter counts). */
  products: 45_000,
  series: 5 * 60_000,
  organizations: 5 * 60_000,
  categories: 5 * 60_000,
  /** Promotional (PMAP) prices fetched in bulk for the product cards. */
  pmapPricing: 2 * 60_000,
  /** Stock records and their cards: orders placed elsewhere reserve and ship units meanwhile. */
  inventory: 30_000,
} as const;
