import type { Db } from '@/db/database.ts';
import type { Actor } from '@/lib/actor.ts';
import { AppError, badRequest } from '@/lib/errors.ts';
import { createProductsService } from '@/modules/products/service.ts';
import { loadVisible } from '@/modules/organizations/service.ts';

/** Who may keep stock: the two tiers that sell it (back-office §2.3, issue 9). */
const STOCKING_TYPES = new Set(['manufacturer', 'distributor']);

export interface Placement {
  organization: { id: string; name: string; type: string };
  product: { id: string; name: string; sku: string };
}

const refuse = (field: string, message: string) => badRequest(message, { [field]: message });

/**
 * Whether `organizationId` may keep a record of `productId`, each named in the answer: the
 * organization exists and stocks (manufacturer or distributor); the product exists; a
 * manufacturer stocks only what it makes, a distributor any active product. The caller's reach
 * over the organization is checked before (the route's scope); this is about the data.
 */
export async function checkPlacement(
  db: Db,
  actor: Actor,
  productId: string,
  organizationId: string,
): Promise<Placement> {
  const organization = await loadVisible(db, actor, organizationId).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404)
      throw refuse('organizationId', 'Organization not found');
    throw error;
  });
  if (!STOCKING_TYPES.has(organization.type))
    throw refuse(
      'organizationId',
      `${organization.name} is not a manufacturer or distributor: only they keep inventory`,
    );
  const [product] = await createProductsService({ db }).findRows([productId]);
  if (!product) throw refuse('productId', 'Product not found');
  if (organization.type === 'manufacturer' && product.manufacturerId !== organization.id)
    throw refuse(
      'productId',
      `${organization.name} can stock only its own products: ${product.name} is made by ${product.manufacturerName}`,
    );
  if (organization.type === 'distributor' && (product.status !== 'active' || !product.isActive))
    throw refuse('productId', `${product.name} is discontinued: distributors stock only active products`);
  return {
    organization: { id: organization.id, name: organization.name, type: organization.type },
    product: { id: product.id, name: product.name, sku: product.sku },
  };
}
