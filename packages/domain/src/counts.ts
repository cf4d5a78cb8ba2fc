import { z } from 'zod';

/**
 * How far a list counts its matches (issue 18, decision 0045). Past it the list says '1,000+':
 * counting every match of a broad filter in a million-product catalogue costs more than the page.
 * Screens that need the exact number ('Select All n Products', exports) ask for it on demand.
 */
export const COUNT_CAP = 1000;

/** A list's count as the screens show it: '1,000+' when capped, else the number ('1,234'). */
export function formatCount(count: number, capped: boolean): string {
  return capped ? `${COUNT_CAP.toLocaleString('en-US')}+` : count.toLocaleString('en-US');
}

/** The answer of an exact count on demand (GET /api/products/count). */
export const exactCountResponseSchema = z.object({ count: z.number().int() });
export type ExactCountResponse = z.infer<typeof exactCountResponseSchema>;
