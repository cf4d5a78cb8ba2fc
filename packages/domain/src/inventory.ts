import { z } from 'zod';
import { choice, optionalText, requiredText } from './fields.ts';

/**
 * Inventory contract (back-office §2.3, §3, §4, §5, §7): GET /api/inventory (a keyset page),
 * GET /api/inventory/stats (the five metric cards), POST /api/inventory, PUT /api/inventory/{id},
 * DELETE /api/inventory/{id}, POST /api/inventory/adjust. One record per (product, organization);
 * available = on hand − reserved. Admins keep any organization's stock; manufacturers and
 * distributors their own organization's (the server takes it from the session).
 */

export const INVENTORY_MESSAGES = {
  productRequired: 'Product is required',
  organizationRequired: 'Organization is required',
  created: 'Inventory created successfully',
  updated: 'Inventory updated successfully',
  deleted: 'Inventory deleted successfully',
  empty: 'No inventory records found',
  notFound: 'Inventory record not found',
  otherOrganization: 'You can only manage inventory of your own organization',
  createFailed: 'Failed to create inventory',
  updateFailed: 'Failed to update inventory',
  deleteFailed: 'Failed to delete inventory',
  adjustFailed: 'Failed to adjust inventory',
  deleteConfirm: 'Are you sure you want to delete this inventory record?',
  maxBelowReorderPoint: 'Max stock level must be at least the reorder point',
} as const;

/** Far above any real stock, and sums of it stay exact in a JavaScript number. */
export const MAX_QUANTITY = 1_000_000_000;

export const INVENTORY_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_INVENTORY_PAGE_SIZE = 25;

/** Spec §4, in the order the badges and filters list them. */
export const INVENTORY_STATUSES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];
export const INVENTORY_STATUS_LABELS: Record<InventoryStatus, string> = {
  in_stock: 'In Stock',
  low_stock: 'Low Stock',
  out_of_stock: 'Out of Stock',
};

/** Spec §4: Out of Stock when on hand is 0; Low Stock at or below the reorder point; else In Stock. */
export function inventoryStatus(record: { quantityOnHand: number; reorderPoint: number }): InventoryStatus {
  if (record.quantityOnHand <= 0) return 'out_of_stock';
  if (record.quantityOnHand <= record.reorderPoint) return 'low_stock';
  return 'in_stock';
}

/** Spec §3: what orders can still take. */
export const availableQuantity = (record: { quantityOnHand: number; quantityReserved: number }) =>
  record.quantityOnHand - record.quantityReserved;

/** '1 unit', '1,200 units'. */
export const unitsText = (n: number) => `${n.toLocaleString('en-US')} unit${n === 1 ? '' : 's'}`;

/** Form inputs arrive as text: blank means not given, digits become a number, anything else stays. */
function numberInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

const wholeNumber = (label: string, min = 0) => {
  const message = `${label} must be a whole number from ${min} to 1,000,000,000`;
  return z.number({ error: message }).int(message).min(min, message).max(MAX_QUANTITY, message);
};

/** A stock quantity: a whole number ≥ 0; blank or missing is 0 (spec §5: quantity inputs default to 0). */
const quantity = (label: string) => z.preprocess((v) => numberInput(v) ?? 0, wholeNumber(label)).default(0);
/** The same rule where a missing value means "keep" (PUT). */
const keptQuantity = (label: string) => z.preprocess(numberInput, wholeNumber(label).optional());
/** Optional: blank, missing or null mean no maximum. */
const maxStockLevel = z.preprocess((v) => numberInput(v) ?? null, wholeNumber('Max stock level').nullable());

const productId = requiredText('Product', 100, INVENTORY_MESSAGES.productRequired);
const organizationId = requiredText('Organization', 100, INVENTORY_MESSAGES.organizationRequired);
const notes = optionalText('Notes', 2000);

/** Cross-field rules compare only values that passed their own rule (zod runs them regardless). */
const isQuantity = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function maxAtLeastReorderPoint(
  value: { maxStockLevel?: number | null | undefined; reorderPoint?: number | undefined },
  ctx: z.RefinementCtx,
) {
  const { maxStockLevel: max, reorderPoint } = value;
  if (isQuantity(max) && isQuantity(reorderPoint) && max < reorderPoint)
    ctx.addIssue({
      code: 'custom',
      path: ['maxStockLevel'],
      message: INVENTORY_MESSAGES.maxBelowReorderPoint,
    });
}

/**
 * POST /api/inventory (spec §3, §5). `organizationId` is required as the spec says, but only an
 * admin may name another organization than the caller's own. `quantityReserved` is accepted on
 * create only (at most on hand); afterwards orders and Adjust move it.
 */
export const createInventorySchema = z
  .object({
    productId,
    organizationId,
    quantityOnHand: quantity('Quantity on hand'),
    quantityReserved: quantity('Quantity reserved'),
    quantityOnOrder: quantity('Quantity on order'),
    reorderPoint: quantity('Reorder point'),
    maxStockLevel: maxStockLevel.default(null),
    notes,
    isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
  })
  .superRefine((value, ctx) => {
    maxAtLeastReorderPoint(value, ctx);
    const { quantityReserved: reserved, quantityOnHand: onHand } = value;
    if (isQuantity(reserved) && isQuantity(onHand) && reserved > onHand)
      ctx.addIssue({
        code: 'custom',
        path: ['quantityReserved'],
        message: 'Quantity reserved cannot be more than the quantity on hand',
      });
  });
export type CreateInventoryRequest = z.infer<typeof createInventorySchema>;

/**
 * PUT /api/inventory/{id}: the record's fields; a field left out keeps its value. Product and
 * organization are fixed once created (sending another is refused); reserved units move only
 * through orders and Adjust, so every change to them is a counted, audited movement.
 */
export const updateInventorySchema = z
  .object({
    productId: productId.optional(),
    organizationId: organizationId.optional(),
    quantityOnHand: keptQuantity('Quantity on hand'),
    quantityOnOrder: keptQuantity('Quantity on order'),
    reorderPoint: keptQuantity('Reorder point'),
    maxStockLevel: maxStockLevel.optional(),
    notes: notes.optional(),
    isActive: z.boolean({ error: 'Active must be true or false' }).optional(),
  })
  .superRefine(maxAtLeastReorderPoint);
export type UpdateInventoryRequest = z.infer<typeof updateInventorySchema>;

/**
 * What each adjustment does (amounts are positive; a correction is signed):
 * - receive: on hand + n, and sets lastRestocked;
 * - ship: on hand − n, never below what is reserved for orders (n ≤ available);
 * - reserve: reserved + n, never above on hand (n ≤ available);
 * - release: reserved − n, never below 0, and only units reserved by hand: what open orders
 *   reserved is settled by shipping or cancelling them;
 * - correction: on hand ± n (a count found a difference), never below what is reserved.
 */
export const ADJUSTMENT_TYPES = ['receive', 'ship', 'reserve', 'release', 'correction'] as const;
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];
export const ADJUSTMENT_TYPE_LABELS: Record<AdjustmentType, string> = {
  receive: 'Receive',
  ship: 'Ship',
  reserve: 'Reserve',
  release: 'Release',
  correction: 'Correction',
};

const ADJUSTMENT_MESSAGE = 'Adjustment must be a whole number from 1 to 1,000,000,000';
const CORRECTION_MESSAGE = 'A correction must be a whole number other than 0 (negative to remove units)';

/** POST /api/inventory/adjust (spec §7: productId, organizationId, adjustment, type). */
export const adjustInventorySchema = z
  .object({
    productId,
    organizationId,
    type: choice('adjustment type', ADJUSTMENT_TYPES),
    adjustment: z.preprocess(
      numberInput,
      z
        .number({ error: ADJUSTMENT_MESSAGE })
        .int(ADJUSTMENT_MESSAGE)
        .min(-MAX_QUANTITY, ADJUSTMENT_MESSAGE)
        .max(MAX_QUANTITY, ADJUSTMENT_MESSAGE),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.type === 'correction' ? value.adjustment === 0 : value.adjustment < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['adjustment'],
        message: value.type === 'correction' ? CORRECTION_MESSAGE : ADJUSTMENT_MESSAGE,
      });
  });
export type AdjustInventoryRequest = z.infer<typeof adjustInventorySchema>;

export interface StockLevels {
  quantityOnHand: number;
  quantityReserved: number;
}

/**
 * The stock after an adjustment, or why it cannot be made. The server makes the same move in one
 * guarded UPDATE (whose conditions are these); the web previews it.
 */
export function applyAdjustment(
  stock: StockLevels,
  type: AdjustmentType,
  amount: number,
): { ok: true; stock: StockLevels } | { ok: false; message: string } {
  const { quantityOnHand: onHand, quantityReserved: reserved } = stock;
  const available = onHand - reserved;
  const units = unitsText;
  const next = (quantityOnHand: number, quantityReserved: number) => {
    if (quantityOnHand > MAX_QUANTITY)
      return { ok: false as const, message: 'Quantity on hand cannot go above 1,000,000,000' };
    return { ok: true as const, stock: { quantityOnHand, quantityReserved } };
  };
  switch (type) {
    case 'receive':
      return next(onHand + amount, reserved);
    case 'ship':
    case 'reserve':
      if (amount > available)
        return {
          ok: false,
          message: `Only ${units(Math.max(available, 0))} available (${units(onHand)} on hand, ${units(reserved)} reserved)`,
        };
      return type === 'ship' ? next(onHand - amount, reserved) : next(onHand, reserved + amount);
    case 'release':
      if (amount > reserved) return { ok: false, message: `Only ${units(reserved)} reserved` };
      return next(onHand, reserved - amount);
    case 'correction':
      if (onHand + amount < reserved)
        return {
          ok: false,
          message: `On hand cannot go below the ${units(reserved)} reserved for orders (${units(onHand)} on hand)`,
        };
      return next(onHand + amount, reserved);
  }
}

/** 'all' (the filters' first option) and blanks mean no filter. */
const filterId = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v === '' || v === 'all' ? undefined : v));

/** GET /api/inventory/stats: the filters the list and the cards share. */
export const inventoryFiltersSchema = z.object({ organizationId: filterId, productId: filterId });
export type InventoryFilters = z.infer<typeof inventoryFiltersSchema>;

/** GET /api/inventory: the shared filters, a status filter, and a keyset page by product name. */
export const inventoryListQuerySchema = inventoryFiltersSchema.extend({
  status: choice('status', ['all', ...INVENTORY_STATUSES]).default('all'),
  limit: z.coerce
    .number({ error: 'Limit must be a whole number from 1 to 100' })
    .int('Limit must be a whole number from 1 to 100')
    .min(1, 'Limit must be a whole number from 1 to 100')
    .max(100, 'Limit must be a whole number from 1 to 100')
    .default(DEFAULT_INVENTORY_PAGE_SIZE),
  /** The previous page's `nextCursor`; opaque. Omit for the first page. */
  cursor: z.string().max(1000).optional(),
});
export type InventoryListQuery = z.infer<typeof inventoryListQuerySchema>;

export const inventoryRecordSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productSku: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  quantityOnHand: z.number().int(),
  quantityReserved: z.number().int(),
  /** On hand − reserved. */
  available: z.number().int(),
  quantityOnOrder: z.number().int(),
  reorderPoint: z.number().int(),
  maxStockLevel: z.number().int().nullable(),
  status: z.enum(INVENTORY_STATUSES),
  lastRestocked: z.string().nullable(),
  notes: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InventoryRecord = z.infer<typeof inventoryRecordSchema>;

export const inventoryListResponseSchema = z.object({
  records: z.array(inventoryRecordSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type InventoryListResponse = z.infer<typeof inventoryListResponseSchema>;

/** The five metric cards (spec §2.3), over the same filters as the list. */
export const inventoryStatsSchema = z.object({
  totalItems: z.number().int(),
  lowStock: z.number().int(),
  outOfStock: z.number().int(),
  /** Units on hand. */
  totalQuantity: z.number().int(),
  /** Units reserved for orders. */
  reserved: z.number().int(),
});
export type InventoryStats = z.infer<typeof inventoryStatsSchema>;
