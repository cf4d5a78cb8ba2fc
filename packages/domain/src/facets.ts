import { z } from 'zod';
import { optionalText, productFiltersSchema } from './catalog.ts';
import { choice } from './fields.ts';

/** The catalogue's filter options beyond the top ones (decision 0047); the facets answer is in catalog.ts. */

/**
 * A filter first gets the FACET_TOP_N options with the most products (plus the chosen one); GET
 * /api/products/facets/more lists the rest of one facet, searchable by name (decision 0047).
 */
export const FACET_TOP_N = 50;
/** The facets that can have more options than FACET_TOP_N (a status has three). */
export const FACET_KEYS = ['categories', 'subcategories', 'manufacturers', 'series'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];
/**
 * With a search or a filter (other than status) the counts are taken over at most this many
 * matching products per facet; past it the answer says `capped` and each count is a lower bound.
 */
export const FACET_SCAN_CAP = 2_000;
export const FACET_MORE_MAX = 500;

export const facetMoreQuerySchema = productFiltersSchema.extend({
  facet: choice('facet', FACET_KEYS),
  /** Part of the option's name (any case). */
  q: optionalText(100),
  limit: z.coerce.number().int().min(1).max(FACET_MORE_MAX).default(100),
});
export type FacetMoreQuery = z.infer<typeof facetMoreQuerySchema>;
/**
 * One facet's options by name (categories: id = name; series carry their manufacturer), at most
 * `limit`; `hasMore` when the name search should be narrowed to see the rest.
 */
export const facetMoreResponseSchema = z.object({
  options: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      count: z.number().int(),
      manufacturerId: z.string().nullable(),
    }),
  ),
  hasMore: z.boolean(),
  capped: z.boolean(),
});
export type FacetMoreResponse = z.infer<typeof facetMoreResponseSchema>;
