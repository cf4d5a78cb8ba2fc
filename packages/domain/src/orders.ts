import { z } from 'zod';
import { choice } from './fields.ts';
import { moneySchema } from './pricing/money.ts';

/**
 * The orders contract: POST /api/orders (Idempotency-Key header), GET /api/orders,
 * GET /api/orders/{id}, PATCH /api/orders/{id}/status.
 */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Vendor users and admins move an order along these; shipping consumes the reservation, cancelling releases it. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};
export const canTransition = (from: string, to: string): boolean =>
  (ORDER_TRANSITIONS[from as OrderStatus] ?? []).includes(to as OrderStatus);
/** pending, processing and shipped count as active on the dashboard. */
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'shipped'];

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII without spaces');

export const ORDER_MESSAGES = {
  paymentRequired: 'Please select a payment method',
  paymentMissingTitle: 'Payment Method Required',
  paymentMissing: 'Please select a payment method before placing your order',
  paymentNotFound: 'Payment option not found',
  paymentInactive: 'This payment option is inactive',
  cartEmpty: 'Your cart is empty',
  noOrganization: 'An organization is required to place orders',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different order',
  placed: 'Order placed successfully!',
  placeFailed: 'Failed to place order',
  notFound: 'Order not found',
  promotionExhausted:
    'A promotion applied to your cart has just reached its usage limit. Review the new prices and place the order again.',
} as const;

export const placeOrderRequestSchema = z.object({
  paymentOptionId: z
    .string({ error: ORDER_MESSAGES.paymentRequired })
    .min(1, ORDER_MESSAGES.paymentRequired)
    .max(100, ORDER_MESSAGES.paymentNotFound),
  notes: z.string().trim().max(2000).optional(),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

export const orderItemSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  sku: z.string().nullable(),
  productName: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: moneySchema,
  totalPrice: moneySchema,
  /** As in the cart: full master packs of masterPackQty at masterPackPrice per unit, the rest at unitPrice. */
  masterPacks: z.number().int(),
  masterPackQty: z.number().int(),
  masterPackPrice: moneySchema.nullable(),
});

export const ORDER_DIRECTIONS = ['placed', 'received', 'other'] as const;

export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  notes: z.string().nullable(),
  organizationId: z.string(),
  organizationName: z.string().nullable(),
  vendorOrganizationId: z.string().nullable(),
  vendorOrganizationName: z.string().nullable(),
  paymentOptionId: z.string().nullable(),
  subtotalAmount: moneySchema,
  taxAmount: moneySchema,
  totalAmount: moneySchema,
  itemCount: z.number().int(),
  /** placed: by the caller's organization; received: routed to it as vendor; other: admin view. */
  direction: z.enum(ORDER_DIRECTIONS),
  /** Statuses this caller may move the order to now. */
  allowedTransitions: z.array(z.enum(ORDER_STATUSES)),
});
export type Order = z.infer<typeof orderSchema>;
export const orderDetailSchema = orderSchema.extend({ items: z.array(orderItemSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** One order per vendor; a replay with the same Idempotency-Key returns the same orders. */
export const placeOrderResponseSchema = z.object({ orders: z.array(orderDetailSchema) });
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

export const orderListQuerySchema = z.object({
  scope: z.enum(['all', 'placed', 'received']).default('all'),
  status: z.enum(ORDER_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const orderParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const updateOrderStatusRequestSchema = z.object({
  status: choice('status', ORDER_STATUSES),
});
