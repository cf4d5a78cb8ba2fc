import type { StagedListResponse, StagedProduct } from '@crossover/domain/staged-products';
import { type RouteAnswer, mockFetch } from '@/test/fetch-mock';

/** The staged feature's tests: a staged row as the list answers it; override what a test is about. */
export function stagedRow(overrides: Partial<StagedProduct> = {}): StagedProduct {
  return {
    id: 'st-1',
    name: 'Storm SX-1000.1 Monoblock Amplifier',
    sku: 'TLX-1000',
    description: 'Class D monoblock, 1000 W RMS',
    category: 'Amplifiers',
    subcategory: 'Monoblock Amplifiers',
    status: 'active',
    mfgCost: '210.00',
    mfgMasterPackCost: null,
    mapPrice: '$1,234.50',
    retailPrice: '1299.99',
    mfgMasterPackQty: 2,
    imageUrl: null,
    imageSourceUrl: null,
    importWarnings: null,
    importFlag: null,
    images: null,
    specifications: null,
    sourceUrl: 'https://thunderline.example/sx-1000',
    upc: '012345678905',
    weight: '4.2 lb',
    dimensions: '10 x 6 x 2 in',
    manufacturerId: 'org-tl',
    manufacturerName: 'Thunderline Audio',
    manufacturerLogoUrl: null,
    proposedManufacturerName: null,
    proposedManufacturerLogo: null,
    proposedSeriesName: 'Storm',
    isNewSku: true,
    reviewStatus: 'pending',
    reviewNotes: null,
    reviewedBy: null,
    reviewedAt: null,
    csvImportId: 'imp-1',
    scrapeJobId: null,
    source: 'CSV Import',
    problems: [],
    createdAt: '2026-03-04T10:00:00.000Z',
    aiEnhancedName: null,
    aiEnhancedDescription: null,
    aiEnhancedImageUrl: null,
    aiEnhancedCategory: null,
    aiEnhancedSubcategory: null,
    aiEnhancedSeriesName: null,
    aiEnhancementStatus: 'pending',
    aiEnhancementConfidence: null,
    aiEnhancementAttemptedAt: null,
    aiEnhancementCompletedAt: null,
    aiEnhancementError: null,
    useAiName: false,
    useAiDescription: false,
    useAiImage: false,
    useAiCategory: false,
    useAiSeries: false,
    ...overrides,
  };
}

/** The list's answer for these rows (one page unless told). */
export function listAnswer(
  products: StagedProduct[],
  over: Partial<StagedListResponse> = {},
): StagedListResponse {
  return {
    products,
    total: products.length,
    totalCapped: false,
    page: 1,
    limit: 50,
    totalPages: products.length > 0 ? 1 : 0,
    counts: { all: 42, pending: products.length, approved: 0, rejected: 0 },
    countsCapped: { all: false, pending: false, approved: false, rejected: false },
    flagged: products.filter((row) => row.importFlag !== null).length,
    ...over,
  };
}

export const STAGED_LIST = '/api/scraper/staged';
export const STAGED_BULK = 'POST /api/scraper/staged-bulk';

/**
 * mockFetch keyed without the spec's `_t` cache-buster (a timestamp per request): the list's
 * GETs are keyed by their filters only.
 */
export function mockStagedApi(routes: Record<string, RouteAnswer>) {
  const api = mockFetch(routes);
  const inner = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) => {
    const url = String(input)
      .replace(/([?&])_t=\d+&?/, '$1')
      .replace(/[?&]$/, '');
    return inner(url, init);
  });
  return api;
}
