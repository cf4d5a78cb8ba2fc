import type { Product, ProductListResponse } from '@crossover/domain/catalog';

/** A product as an admin's GET /api/products lists it (every cost field). */
export function buildAdminProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    name: 'Storm ST-150.2',
    sku: 'TL-ST150.2',
    description: null,
    aiEnhancedDescription: null,
    category: 'Amplifiers',
    subcategory: '2-Channel Amplifiers',
    manufacturerId: 'm1',
    manufacturerName: 'Thunderline Audio',
    seriesId: 's1',
    seriesName: 'Storm',
    imageUrl: null,
    imageSourceUrl: null,
    mapPrice: '138.99',
    retailPrice: '149.99',
    distributorPartNumber: null,
    specifications: null,
    isActive: true,
    status: 'active',
    source: 'Manual Entry',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    scrapedAt: null,
    authorizationType: 'can_order',
    canOrder: true,
    visibility: 'cost',
    price: null,
    masterPackPrice: null,
    masterPackQty: 1,
    priceBreakdown: null,
    mfgCost: '80.00',
    mfgMasterPackCost: null,
    mfgMasterPackQty: 1,
    distributorCost: null,
    distributorMpqCost: null,
    ownDistributorPricing: null,
    ...overrides,
  };
}

/** One page of GET /api/products. */
export function productPage(
  products: Product[],
  more: Partial<ProductListResponse> = {},
): ProductListResponse {
  return {
    products,
    totalCount: products.length,
    totalCountCapped: false,
    nextCursor: null,
    hasMore: false,
    totalPages: 1,
    ...more,
  };
}
