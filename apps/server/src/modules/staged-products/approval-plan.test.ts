import { describe, expect, it } from 'vitest';
import { STAGED_CHECK_MESSAGES, flaggedRowMessage } from '@crossover/domain/staged-products-check';
import type { stagedProducts } from '@/db/schema/staged-products.ts';
import type { ExistingProduct } from '@/modules/products/approval.ts';
import { newestPerSku, planRow } from './approval-plan.ts';
import type { ApprovalRow, LockedStaged } from './review-repo.ts';

const locked = (id: string, skuKey: string, createdAt: string): LockedStaged => ({
  id,
  sku: skuKey.toUpperCase(),
  skuKey,
  createdAt,
});

describe('newestPerSku', () => {
  it('keeps the newest row of each SKU (id breaks ties), rows without a SKU, oldest first', () => {
    const rows = [
      locked('b', 'x-1', '2026-01-02T00:00:00.000000'),
      locked('a', 'x-1', '2026-01-03T00:00:00.000000'),
      locked('c', 'x-2', '2026-01-01T00:00:00.000000'),
      locked('e', 'x-2', '2026-01-01T00:00:00.000000'),
      locked('d', '', '2026-01-05T00:00:00.000000'),
      locked('f', '', '2026-01-04T00:00:00.000000'),
    ];
    const { ahead, duplicates } = newestPerSku(rows);
    expect(ahead.map((r) => r.id)).toEqual(['e', 'a', 'f', 'd']);
    expect(duplicates.map((r) => r.id).sort()).toEqual(['b', 'c']);
  });

  it('loses no row and repeats none', () => {
    const rows = Array.from({ length: 200 }, (_, i) =>
      locked(
        `id-${i}`,
        i % 7 === 0 ? '' : `sku-${i % 13}`,
        `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
      ),
    );
    const { ahead, duplicates } = newestPerSku(rows);
    expect(ahead.length + duplicates.length).toBe(rows.length);
    expect(new Set([...ahead, ...duplicates].map((r) => r.id)).size).toBe(rows.length);
    const keys = ahead.filter((r) => r.skuKey !== '').map((r) => r.skuKey);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

type StagedRow = typeof stagedProducts.$inferSelect;
function approvalRow(
  overrides: Partial<StagedRow> = {},
  organization: Partial<ApprovalRow> = {},
): ApprovalRow {
  const row = {
    id: 'row-1',
    name: 'storm st500 amp',
    sku: ' ST-500 ',
    description: 'A mono amplifier',
    category: 'AMPS',
    subcategory: null,
    status: 'active',
    mfgCost: '$1,000',
    mfgMasterPackCost: null,
    mapPrice: '1299.5',
    retailPrice: '',
    mfgMasterPackQty: null,
    imageUrl: null,
    imageSourceUrl: null,
    images: [],
    specifications: null,
    sourceUrl: null,
    upc: null,
    weight: null,
    dimensions: null,
    manufacturerId: 'm-1',
    proposedManufacturerName: null,
    proposedSeriesName: 'Storm',
    csvImportId: 'import-1',
    scrapeJobId: null,
    aiEnhancedName: 'Storm ST-500 Monoblock Amplifier',
    aiEnhancedDescription: null,
    aiEnhancedImageUrl: null,
    aiEnhancedCategory: 'Amplifiers',
    aiEnhancedSubcategory: 'Monoblock Amplifiers',
    aiEnhancedSeriesName: null,
    useAiName: true,
    useAiDescription: false,
    useAiImage: false,
    useAiCategory: true,
    useAiSeries: true,
    ...overrides,
  } as StagedRow;
  return {
    row,
    organizationName: 'Storm Audio',
    organizationType: 'manufacturer',
    organizationActive: true,
    ...organization,
  };
}
const existing: ExistingProduct = {
  id: 'p-1',
  skuKey: 'st-500',
  manufacturerId: 'm-1',
  manufacturerName: 'Storm Audio',
  seriesId: 's-1',
  mfgMasterPackQty: 6,
};

describe('planRow', () => {
  it('turns a row into its product: trimmed SKU, parsed money, default quantity, source', () => {
    const plan = planRow(approvalRow(), null, false);
    expect(plan).toMatchObject({
      ok: true,
      seriesName: 'Storm',
      product: {
        sku: 'ST-500',
        name: 'storm st500 amp',
        category: 'AMPS',
        mfgCost: '1000.00',
        mapPrice: '1299.50',
        retailPrice: null,
        mfgMasterPackQty: 1,
        images: null,
        source: 'CSV Import',
        status: 'active',
        aiEnhancedName: 'Storm ST-500 Monoblock Amplifier',
      },
    });
  });

  it('leaves a row the import flagged as no product, unless the admin insists (issue 15 item 4)', () => {
    const flagged = approvalRow({ importFlag: "Only the SKU cell 'SUBWOOFERS' is filled" });
    expect(planRow(flagged, null, false)).toMatchObject({
      ok: false,
      problems: [
        { field: 'importFlag', message: flaggedRowMessage("Only the SKU cell 'SUBWOOFERS' is filled") },
      ],
    });
    expect(planRow(flagged, null, false, true)).toMatchObject({ ok: true });
  });

  it('uses the flagged AI values only with useAiEnhancements, the category with its subcategory', () => {
    const plan = planRow(approvalRow(), existing, true);
    expect(plan).toMatchObject({
      ok: true,
      // No enhanced series: the proposed one stays.
      seriesName: 'Storm',
      product: {
        name: 'Storm ST-500 Monoblock Amplifier',
        category: 'Amplifiers',
        subcategory: 'Monoblock Amplifiers',
        mfgMasterPackQty: 6,
      },
    });
  });

  it('refuses a new product without a series (issue 15); an existing product keeps its own', () => {
    const bare = approvalRow({ proposedSeriesName: '  ' });
    expect(planRow(bare, null, false)).toEqual({
      ok: false,
      id: bare.row.id,
      sku: bare.row.sku,
      problems: [{ field: 'proposedSeriesName', message: STAGED_CHECK_MESSAGES.seriesRequired }],
    });
    expect(planRow(bare, existing, false)).toMatchObject({ ok: true, seriesName: null });
  });

  it('refuses an inactive or non-manufacturer organization and a SKU of another manufacturer', () => {
    const closed = planRow(approvalRow({}, { organizationActive: false }), null, false);
    expect(closed).toMatchObject({
      ok: false,
      problems: [
        { field: 'manufacturerId', message: 'Storm Audio is not an active manufacturer organization' },
      ],
    });
    const shop = planRow(approvalRow({}, { organizationType: 'shop_owner' }), null, false);
    expect(shop.ok).toBe(false);
    const foreign = { ...existing, manufacturerId: 'm-2', manufacturerName: 'Rival' };
    expect(planRow(approvalRow(), foreign, false)).toMatchObject({
      ok: false,
      problems: [{ field: 'sku', message: 'SKU "ST-500" is already a catalogue product of Rival' }],
    });
  });

  it('reports every problem of the values it would write', () => {
    const plan = planRow(
      approvalRow({ sku: null, mapPrice: '-3', imageUrl: 'javascript:alert(1)', manufacturerId: null }),
      null,
      false,
    );
    expect(plan.ok).toBe(false);
    expect(plan.ok ? [] : plan.problems.map((p) => p.message)).toEqual([
      STAGED_CHECK_MESSAGES.skuRequired,
      STAGED_CHECK_MESSAGES.manufacturerRequired,
      STAGED_CHECK_MESSAGES.imageUrlInvalid,
      'MAP price must be 0 or more (is "-3")',
    ]);
  });
});
