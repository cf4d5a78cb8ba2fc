import {
  type CreateOrganizationPricingRequest,
  type OrganizationPricing,
  type OrganizationPricingListQuery,
  type UpdateOrganizationPricingRequest,
} from '@crossover/domain/pricing/organization-pricing';
import { PRICING_MESSAGES, dayOf, endOfDay, startOfDay } from '@crossover/domain/pricing/management-fields';
import { MARKUP_TYPES, type MarkupType } from '@crossover/domain/pricing/engine';
import type { AppContext } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import { withTx } from '@/db/with-tx.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { writeAudit } from '@/lib/audit.ts';
import { badRequest, notFound } from '@/lib/errors.ts';
import { organizationKind } from '@/modules/organizations/names.ts';
import { createProductsService } from '@/modules/products/service.ts';
import {
  type OrganizationPricingInsert,
  type OrganizationPricingListRow,
  findOrganizationPricing,
  insertOrganizationPricing,
  listOrganizationPricing,
  lockOrganizationPricing,
  updateOrganizationPricing,
} from './management-repo.ts';

const asStrategy = (value: string | null): MarkupType =>
  (MARKUP_TYPES as readonly string[]).includes(value ?? '') ? (value as MarkupType) : 'custom_price';

export function toOrganizationPricing({ row, ...names }: OrganizationPricingListRow): OrganizationPricing {
  return {
    id: row.id,
    productId: row.productId,
    organizationId: row.organizationId,
    organizationName: names.organizationName,
    organizationType: row.organizationType,
    product: {
      id: row.productId,
      name: names.productName,
      sku: names.productSku,
      manufacturerName: names.manufacturerName,
    },
    markupStrategy: asStrategy(row.markupType),
    markupValue: row.markupValue,
    customCost: row.customCost,
    customMasterPackCost: row.customMasterPackCost,
    customMasterPackQty: row.customMasterPackQty,
    validFrom: dayOf(row.effectiveFrom),
    validTo: row.effectiveTo ? dayOf(row.effectiveTo) : null,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The buyer organization it prices for: it must exist and buy (a manufacturer never orders). */
export async function requireBuyerOrganization(dbx: Db, id: string, field = 'organizationId') {
  const organization = await organizationKind(dbx, id);
  if (!organization)
    throw badRequest(PRICING_MESSAGES.organizationNotFound, {
      [field]: PRICING_MESSAGES.organizationNotFound,
    });
  if (organization.type === 'manufacturer')
    throw badRequest(PRICING_MESSAGES.buyerOrganizationOnly, {
      [field]: PRICING_MESSAGES.buyerOrganizationOnly,
    });
  return organization;
}

async function requireProduct(dbx: Db, id: string) {
  const [product] = await createProductsService({ db: dbx }).findRows([id]);
  if (!product)
    throw badRequest(PRICING_MESSAGES.productNotFound, { productId: PRICING_MESSAGES.productNotFound });
  return product;
}

/** The request's fields as columns (markupStrategy → markup_type, validFrom → effective_from…). */
function columnsOf(body: UpdateOrganizationPricingRequest): Partial<OrganizationPricingInsert> {
  const columns: Partial<OrganizationPricingInsert> = {};
  if (body.productId !== undefined) columns.productId = body.productId;
  if (body.markupStrategy !== undefined) columns.markupType = body.markupStrategy;
  if (body.markupValue !== undefined) columns.markupValue = body.markupValue;
  if (body.customCost !== undefined) columns.customCost = body.customCost;
  if (body.customMasterPackCost !== undefined) columns.customMasterPackCost = body.customMasterPackCost;
  if (body.customMasterPackQty !== undefined) columns.customMasterPackQty = body.customMasterPackQty;
  if (body.validFrom !== undefined) columns.effectiveFrom = startOfDay(body.validFrom);
  if (body.validTo !== undefined) columns.effectiveTo = body.validTo === null ? null : endOfDay(body.validTo);
  if (body.isActive !== undefined) columns.isActive = body.isActive;
  return columns;
}

/** Organization pricing: list, create, edit and deactivate, each write audited in its transaction. */
export function createOrganizationPricingService({ db }: Pick<AppContext, 'db'>) {
  async function one(dbx: Db, id: string): Promise<OrganizationPricing> {
    const found = await findOrganizationPricing(dbx, id);
    if (!found) throw notFound(PRICING_MESSAGES.organizationPricingNotFound);
    return toOrganizationPricing(found);
  }

  return {
    async list(query: OrganizationPricingListQuery): Promise<OrganizationPricing[]> {
      return (await listOrganizationPricing(db, query)).map(toOrganizationPricing);
    },

    async create(actor: Actor, body: CreateOrganizationPricingRequest): Promise<OrganizationPricing> {
      return withTx(db, async (tx) => {
        const product = await requireProduct(tx, body.productId);
        const organization = await requireBuyerOrganization(tx, body.organizationId);
        const row = await insertOrganizationPricing(tx, {
          ...columnsOf(body),
          productId: product.id,
          organizationId: organization.id,
          organizationType: organization.type,
        });
        await writeAudit(tx, {
          ...auditedBy(actor),
          action: 'organization_pricing.create',
          entityType: 'organization_pricing',
          entityId: row.id,
          details: { ...body, sku: product.sku, organizationType: organization.type },
        });
        return one(tx, row.id);
      });
    },

    /** Edits; `isActive: false` deactivates. The window is checked against the stored dates. */
    async update(
      actor: Actor,
      id: string,
      body: UpdateOrganizationPricingRequest,
    ): Promise<OrganizationPricing> {
      return withTx(db, async (tx) => {
        const existing = await lockOrganizationPricing(tx, id);
        if (!existing) throw notFound(PRICING_MESSAGES.organizationPricingNotFound);
        const columns = columnsOf(body);
        if (body.productId !== undefined) await requireProduct(tx, body.productId);
        if (body.organizationId !== undefined) {
          const organization = await requireBuyerOrganization(tx, body.organizationId);
          columns.organizationId = organization.id;
          columns.organizationType = organization.type;
        }
        const from = columns.effectiveFrom ?? existing.effectiveFrom;
        const to = columns.effectiveTo === undefined ? existing.effectiveTo : columns.effectiveTo;
        if (to && to.getTime() < from.getTime())
          throw badRequest(PRICING_MESSAGES.validToAfterFrom, { validTo: PRICING_MESSAGES.validToAfterFrom });
        const strategy = columns.markupType ?? existing.markupType;
        const customCost = columns.customCost === undefined ? existing.customCost : columns.customCost;
        if (strategy === 'custom_price' && customCost === null)
          throw badRequest(PRICING_MESSAGES.customCostRequired, {
            customCost: PRICING_MESSAGES.customCostRequired,
          });
        await updateOrganizationPricing(tx, id, columns);
        await writeAudit(tx, {
          ...auditedBy(actor),
          action: body.isActive === false ? 'organization_pricing.deactivate' : 'organization_pricing.update',
          entityType: 'organization_pricing',
          entityId: id,
          details: { fields: Object.keys(body), ...body },
        });
        return one(tx, id);
      });
    },
  };
}
