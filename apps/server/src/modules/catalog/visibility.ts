import {
  PRODUCT_SCHEMA_BY_VISIBILITY,
  type PriceBreakdown,
  type Product,
  type ProductVisibility,
} from '@crossover/domain/catalog';
import type { PriceResult } from '@crossover/domain/pricing/engine';
import { formatCents, formatCentsOrNull } from '@crossover/domain/pricing/money';
import type { PricedSupplier, ProductOffer } from '@/modules/pricing/offers.ts';
import type { ProductRow } from '@/modules/products/repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function breakdownOf(supplier: PricedSupplier): PriceBreakdown {
  const r: PriceResult = supplier.price;
  const { base, override, rules } = r.breakdown;
  return {
    supplier: { id: supplier.organizationId, name: supplier.name },
    base: {
      source: base.source === 'supplier_cost' ? 'supplier' : 'tier',
      unitPrice: formatCents(base.unit),
      masterPackPrice: formatCentsOrNull(base.masterPackUnit),
      masterPackQty: base.masterPackQty,
    },
    override: override
      ? {
          markupType: override.markupType,
          markupValue: override.markupValue === null ? null : formatCents(override.markupValue),
          unitPrice: formatCents(override.unit),
          masterPackPrice: formatCentsOrNull(override.masterPackUnit),
        }
      : null,
    rules: rules.map((rule) => ({
      id: rule.id,
      name: rule.name,
      ruleType: rule.ruleType,
      discountType: rule.discountType,
      discountValue: formatCents(rule.discountValue),
      canStack: rule.canStack,
      unitPriceBefore: formatCents(rule.unitBefore),
      unitPriceAfter: formatCents(rule.unitAfter),
    })),
    unitPrice: formatCents(r.unit),
    masterPackPrice: formatCentsOrNull(r.masterPackUnit),
  };
}

/**
 * The one place a product row becomes an answer: fields are picked by visibility and then parsed
 * through that visibility's schema, which strips anything else (two independent guards).
 */
export function toProduct(row: ProductRow, offer: ProductOffer): Product {
  const visibility: ProductVisibility = offer.visibility;
  const chosen = offer.offer;
  const full = {
    id: row.id,
    name: row.name,
    sku: row.sku,
    description: row.description,
    aiEnhancedDescription: row.aiEnhancedDescription,
    category: row.category,
    subcategory: row.subcategory,
    manufacturerId: row.manufacturerId,
    manufacturerName: row.manufacturerName,
    seriesId: row.seriesId,
    seriesName: row.seriesName,
    imageUrl: row.imageUrl,
    imageSourceUrl: row.imageSourceUrl,
    mapPrice: row.mapPrice,
    retailPrice: row.retailPrice,
    distributorPartNumber: row.distributorPartNumber,
    specifications: row.specifications ?? null,
    isActive: row.isActive,
    status: row.status,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    scrapedAt: iso(row.scrapedAt),
    authorizationType: offer.authorizationType,
    canOrder: offer.canOrder,
    visibility,
    ...(visibility === 'limited'
      ? {}
      : {
          price: chosen ? formatCents(chosen.price.unit) : null,
          masterPackPrice: chosen ? formatCentsOrNull(chosen.price.masterPackUnit) : null,
          masterPackQty: chosen ? chosen.price.masterPackQty : row.mfgMasterPackQty,
          priceBreakdown: chosen ? breakdownOf(chosen) : null,
        }),
    ...(visibility === 'cost'
      ? {
          mfgCost: row.mfgCost,
          mfgMasterPackCost: row.mfgMasterPackCost,
          mfgMasterPackQty: row.mfgMasterPackQty,
          distributorCost: row.distributorCost,
          distributorMpqCost: row.distributorMpqCost,
          ownDistributorPricing: offer.ownDistributorPricing,
        }
      : {}),
  };
  return PRODUCT_SCHEMA_BY_VISIBILITY[visibility].parse(full) as Product;
}
