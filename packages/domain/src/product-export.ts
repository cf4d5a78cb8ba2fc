import type { z } from 'zod';
import { productListQuerySchema } from './catalog.ts';

/**
 * GET /api/products/export (back-office §7, admins): every product the list's filters match, in
 * the list's sort, as one CSV download (not a page: no limit, no cursor). `emulate` is accepted as
 * on the list and ignored (emulation is the x-emulate-user header).
 */
export const productExportQuerySchema = productListQuerySchema.omit({ limit: true, cursor: true });
export type ProductExportQuery = z.infer<typeof productExportQuerySchema>;

/** The download's name for a day: products-2026-01-31.csv. */
export const productExportFilename = (day: Date): string => `products-${day.toISOString().slice(0, 10)}.csv`;
