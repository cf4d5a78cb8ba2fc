import { z } from 'zod';
import { productSchema } from './catalog.ts';
import { moneySchema } from './pricing/money.ts';

/**
 * The cart contract: GET/POST /api/cart, PATCH/DELETE /api/cart/{id}, GET /api/cart/summary.
 * Prices are the server's: the client sends product and quantity only.
 */
export const CART_MIN_QUANTITY = 1;
export const CART_MAX_QUANTITY = 9_999;
export const CART_MESSAGES = {
  quantity: 'Quantity must be a whole number from 1 to 9,999',
  notOrderable: 'You are not authorized to order this product',
  inactive: 'This product is no longer available',
  unpriced: 'This product has no price for your organization yet',
  notFound: 'Cart item not found',
  productNotFound: 'Product not found',
  addFailed: 'Failed to add product to cart',
  updateFailed: 'Failed to update cart item',
  removeFailed: 'Failed to remove item from cart',
  added: 'Product added to cart',
  noOrganization:
    'An organization is required to order: emulate a business user to order for their organization',
  removed: 'Item removed from cart',
} as const;

export const cartQuantitySchema = z
  .number({ error: CART_MESSAGES.quantity })
  .int(CART_MESSAGES.quantity)
  .min(CART_MIN_QUANTITY, CART_MESSAGES.quantity)
  .max(CART_MAX_QUANTITY, CART_MESSAGES.quantity);

/** Adding a product already in the cart adds to its quantity (capped at 9,999). */
export const addToCartRequestSchema = z.object({
  productId: z.string().min(1, CART_MESSAGES.productNotFound).max(100, CART_MESSAGES.productNotFound),
  quantity: cartQuantitySchema.default(1),
});
export type AddToCartRequest = z.infer<typeof addToCartRequestSchema>;

/** Quantity 0 or less is not sent: the cart page removes the line with DELETE instead. */
export const updateCartItemRequestSchema = z.object({ quantity: cartQuantitySchema });
export type UpdateCartItemRequest = z.infer<typeof updateCartItemRequestSchema>;

export const cartItemParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const CART_LINE_TYPES = ['regular', 'master_pack'] as const;

export const cartItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  quantity: z.number().int(),
  /** The loose-unit price, re-priced by the server on every read and change. */
  unitPrice: moneySchema,
  /** The line total: full master packs at the master-pack price, the rest at unitPrice. */
  totalPrice: moneySchema,
  lineType: z.string(),
  masterPacks: z.number().int(),
  masterPackQty: z.number().int(),
  masterPackPrice: moneySchema.nullable(),
  /** False when the product may no longer be ordered (authorization or status changed). */
  orderable: z.boolean(),
  /**
   * Units the routed vendor has available (on hand − reserved) when it keeps a stock record and has
   * fewer than the line's quantity; null otherwise. The line can still be ordered: what is not in
   * stock is backordered (placement reserves only what is available).
   */
  availableQuantity: z.number().int().min(0).nullable(),
  addedAt: z.string(),
  product: productSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;
/** The cart is an array; its length is the sidebar badge. */
export const cartSchema = z.array(cartItemSchema);

export const cartSummarySchema = z.object({
  itemCount: z.number().int(),
  totalQuantity: z.number().int(),
  subtotal: moneySchema,
  /** The buyer organization's rate as a fraction ("0.0725"); "0.0000" when exempt. */
  taxRate: z.string(),
  /** 'Tax (7.25%)' or 'Tax (Exempt)'. */
  taxLabel: z.string(),
  tax: moneySchema,
  total: moneySchema,
  taxExempt: z.boolean(),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;
