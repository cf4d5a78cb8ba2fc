import { z } from 'zod';
import { requiredText } from '../fields.ts';
import { MAX_MONEY_CENTS, moneySchema } from './money.ts';

/**
 * PMAP campaigns (back-office §2.5, §3, §4, §5, §7, §8; issue 16): a named window of promotional
 * minimum advertised prices, one promotional new_price rule per product.
 * GET /api/pricing-rules/pmap/active, POST /api/pricing-rules/pmap/preview (multipart pmapFile),
 * POST /api/pricing-rules/pmap/import, DELETE /api/pmap-campaigns/{campaignName},
 * GET /api/products/pmap-pricing/bulk.
 */

export const PMAP_FILE_FIELD = 'pmapFile';
/** A PMAP workbook is a price list: far smaller than the catalogue import's 10 MB. */
export const MAX_PMAP_FILE_BYTES = 10 * 1024 * 1024;
/** The most products one campaign import takes (a workbook is a few hundred in practice). */
export const MAX_PMAP_PRODUCTS = 1_000;

export const PMAP_MESSAGES = {
  // Spec §5 and §8, word for word.
  invalidFileTitle: 'Invalid File Type',
  invalidFileDescription: 'Please select an Excel (.xlsx, .xls) or CSV file.',
  uploadFailedTitle: 'Upload Failed',
  uploadFailedDescription: 'Failed to upload and parse the PMAP file',
  analyzedTitle: 'PMAP File Analyzed',
  analyzed: (n: number) => `Found ${n} products with PMAP pricing`,
  createdTitle: 'PMAP Campaign Created',
  created: (n: number, start: string, end: string) =>
    `${n} pricing rules imported successfully with dates ${start} - ${end}`,
  deletedTitle: 'Campaign Deleted',
  deleted: (n: number, campaign: string) => `Deleted ${n} pricing rules from ${campaign}`,
  deleteFailedTitle: 'Delete Failed',
  deleteFailed: 'Failed to delete PMAP campaign',
  importFailedTitle: 'Import Failed',
  confirmDelete: (name: string) =>
    `Are you sure you want to delete the "${name}" PMAP campaign? This will remove all pricing rules for this campaign.`,
  // The server's own (the PMAP upload takes Excel only, so its refusal does not offer CSV).
  excelOnly: 'Please select an Excel (.xlsx, .xls) file.',
  skuNotFound: 'SKU not found in the catalogue',
  skuMissing: 'SKU is required',
  priceMissing: 'PMAP price is missing or not a valid amount',
  priceAboveMap: 'PMAP price is above the current MAP',
  noCurrentMap: 'The product has no current MAP to compare with',
  duplicateSku: (rowNumber: number) => `SKU appears more than once in the file (first on row ${rowNumber})`,
  nameRequired: 'Campaign name is required',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  dateFormat: 'Use a date such as 2026-07-01',
  endBeforeStart: 'End date cannot be before the start date',
  noProducts: 'There are no products with a valid PMAP price to import',
  tooManyProducts: `A campaign takes at most ${MAX_PMAP_PRODUCTS.toLocaleString('en-US')} products`,
  campaignNotFound: 'PMAP campaign not found',
  noActive: 'No active PMAP campaigns',
} as const;

export const PMAP_ITEM_STATUSES = ['success', 'warning', 'error'] as const;
export type PmapItemStatus = (typeof PMAP_ITEM_STATUSES)[number];

/** 'YYYY-MM-DD', a real calendar date. */
const isoDate = (label: string, requiredMessage: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? requiredMessage : `${label} must be text`) })
    .trim()
    .min(1, requiredMessage)
    .refine((v) => isCalendarDate(v), PMAP_MESSAGES.dateFormat);

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** GET /api/pricing-rules/pmap/active: live and upcoming campaigns. */
export const pmapCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  productCount: z.number().int(),
  /** Percent off the current MAP, averaged over the campaign's products with a MAP. */
  averageDiscount: z.number(),
});
export type PmapCampaign = z.infer<typeof pmapCampaignSchema>;
export const pmapCampaignListSchema = z.array(pmapCampaignSchema);

export const pmapPreviewItemSchema = z.object({
  sku: z.string(),
  productName: z.string().nullable(),
  currentMapPrice: moneySchema.nullable(),
  newPmapPrice: moneySchema.nullable(),
  /** The PMAP price against the current MAP, in percent with one decimal (negative: below MAP). */
  percentChange: z.number().nullable(),
  status: z.enum(PMAP_ITEM_STATUSES),
  message: z.string().nullable(),
});
export type PmapPreviewItem = z.infer<typeof pmapPreviewItemSchema>;

export const pmapPreviewSchema = z.object({
  campaign: z.object({
    name: z.string(),
    /** 'YYYY-MM-DD' read from the workbook's header; '' when it has none. */
    startDate: z.string(),
    endDate: z.string(),
    totalProducts: z.number().int(),
    averageDiscount: z.number(),
  }),
  previewItems: z.array(pmapPreviewItemSchema),
  /** What the reader noticed in the workbook (hidden rows, unreadable cells…). */
  warnings: z.array(z.string()),
});
export type PmapPreview = z.infer<typeof pmapPreviewSchema>;

/** The import re-reads SKUs and prices only: the client's names, MAPs and statuses are not trusted. */
export const pmapImportProductSchema = z.object({
  sku: z.string().max(255),
  newPmapPrice: z.union([z.string().max(50), z.number()]).nullish(),
});

export const pmapImportRequestSchema = z.object({
  campaign: z
    .object({
      name: requiredText('Campaign name', 255, PMAP_MESSAGES.nameRequired),
      startDate: isoDate('Start date', PMAP_MESSAGES.startRequired),
      endDate: isoDate('End date', PMAP_MESSAGES.endRequired),
    })
    .refine((c) => c.endDate >= c.startDate, { message: PMAP_MESSAGES.endBeforeStart, path: ['endDate'] }),
  products: z
    .array(pmapImportProductSchema)
    .min(1, PMAP_MESSAGES.noProducts)
    .max(MAX_PMAP_PRODUCTS, PMAP_MESSAGES.tooManyProducts),
  filename: z.string().trim().max(255).optional().default('pmap-import.xlsx'),
});
export type PmapImportRequest = z.input<typeof pmapImportRequestSchema>;

export const pmapImportResponseSchema = z.object({
  importId: z.string(),
  campaign: pmapCampaignSchema,
  importedRules: z.number().int(),
});
export type PmapImportResponse = z.infer<typeof pmapImportResponseSchema>;

export const pmapCampaignParamsSchema = z.object({ campaignName: z.string().min(1).max(255) });
export const pmapDeleteResponseSchema = z.object({
  deletedRules: z.number().int(),
  campaignName: z.string(),
});
export type PmapDeleteResponse = z.infer<typeof pmapDeleteResponseSchema>;

/** GET /api/products/pmap-pricing/bulk: live campaign prices keyed by product id. */
export const pmapBulkEntrySchema = z.object({
  pmapPrice: moneySchema,
  campaignName: z.string(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
});
export const pmapBulkResponseSchema = z.record(z.string(), pmapBulkEntrySchema);
export type PmapBulkPricing = z.infer<typeof pmapBulkResponseSchema>;

/**
 * A workbook's price cell as cents: '129.99', '$1,299.00', ' 45 ' read; blank, negative, more than
 * two decimals, or anything else is null (an unreadable price).
 */
export function parsePmapPrice(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim().replace(/^\$/, '').replaceAll(',', '').trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 && cents <= MAX_MONEY_CENTS ? cents : null;
}

/** The PMAP price against MAP in percent, one decimal (-12.5: 12.5 % below MAP); null without a MAP. */
export function pmapPercentChange(mapCents: number | null, pmapCents: number): number | null {
  if (mapCents === null || mapCents <= 0) return null;
  return Math.round(((pmapCents - mapCents) * 1000) / mapCents) / 10;
}

/** Percent off MAP averaged over the items that have one (two decimals); 0 when none has. */
export function averageDiscount(changes: readonly (number | null)[]): number {
  const known = changes.filter((c): c is number => c !== null);
  if (known.length === 0) return 0;
  return Math.round((-known.reduce((sum, c) => sum + c, 0) / known.length) * 100) / 100;
}

/** What one row's check concluded: the item's status and message, given what the catalogue holds. */
export function pmapRowVerdict(input: {
  sku: string;
  productFound: boolean;
  pmapCents: number | null;
  mapCents: number | null;
  duplicateOfRow: number | null;
}): { status: PmapItemStatus; message: string | null } {
  if (input.sku === '') return { status: 'error', message: PMAP_MESSAGES.skuMissing };
  if (input.duplicateOfRow !== null)
    return { status: 'error', message: PMAP_MESSAGES.duplicateSku(input.duplicateOfRow) };
  if (!input.productFound) return { status: 'error', message: PMAP_MESSAGES.skuNotFound };
  if (input.pmapCents === null) return { status: 'error', message: PMAP_MESSAGES.priceMissing };
  if (input.mapCents === null || input.mapCents <= 0)
    return { status: 'warning', message: PMAP_MESSAGES.noCurrentMap };
  if (input.pmapCents > input.mapCents) return { status: 'warning', message: PMAP_MESSAGES.priceAboveMap };
  return { status: 'success', message: null };
}

/** A percent as the preview shows it: one decimal, a plus sign when positive ('+3.0%', '-12.5%'). */
export function formatPercentChange(percent: number | null): string {
  if (percent === null) return '-';
  return `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`;
}
