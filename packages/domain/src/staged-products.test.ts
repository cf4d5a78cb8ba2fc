import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STAGED_PAGE_SIZE,
  MAX_STAGED_BULK,
  STAGED_MESSAGES,
  aiApprovedMessage,
  approvedMessage,
  deleteManyConfirm,
  deletedMessage,
  stagedBulkRequestSchema,
  stagedListQuerySchema,
  stagedSource,
  stagedSubtitle,
} from './staged-products.ts';
import {
  STAGED_CHECK_MESSAGES,
  checkStagedRow,
  parseMoneyText,
  productStatusOf,
} from './staged-products-check.ts';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the spec texts (back-office §2.2, §5, §8)', () => {
  it('counts in words', () => {
    expect(stagedSubtitle(1234)).toBe('Review and approve products before they go live (1,234 total)');
    expect(deleteManyConfirm(3)).toBe(
      'Are you sure you want to delete 3 products? This action cannot be undone.',
    );
    expect(approvedMessage(5)).toBe('Successfully approved 5 products');
    expect(deletedMessage(1)).toBe('Successfully deleted 1 product');
    expect(aiApprovedMessage(2)).toBe('2 products have been approved and moved to catalog.');
    expect(aiApprovedMessage(1)).toBe('1 product has been approved and moved to catalog.');
  });

  it('names the source by which id is present', () => {
    expect(stagedSource({ csvImportId: 'c', scrapeJobId: null })).toBe('CSV Import');
    expect(stagedSource({ csvImportId: null, scrapeJobId: 's' })).toBe('Web Scraper');
    expect(stagedSource({ csvImportId: null, scrapeJobId: null })).toBe('Manual Entry');
  });
});

describe('the list query', () => {
  it('defaults to page 1 of 50 pending rows and ignores _t', () => {
    expect(stagedListQuerySchema.parse({ _t: '1700000000000' })).toEqual({
      _t: '1700000000000',
      page: 1,
      limit: DEFAULT_STAGED_PAGE_SIZE,
      search: undefined,
      status: 'pending',
    });
  });

  it('takes the spec page sizes only, a blank search as none, the four statuses', () => {
    expect(stagedListQuerySchema.parse({ limit: '500' }).limit).toBe(500);
    expect(stagedListQuerySchema.parse({ limit: '37' }).limit).toBe(DEFAULT_STAGED_PAGE_SIZE);
    expect(stagedListQuerySchema.parse({ search: '   ' }).search).toBeUndefined();
    expect(stagedListQuerySchema.parse({ status: 'all' }).status).toBe('all');
    expect(issues(stagedListQuerySchema.safeParse({ status: 'deleted' }))).toEqual({
      status: 'Choose a status',
    });
    expect(Object.keys(issues(stagedListQuerySchema.safeParse({ page: '0' })))).toEqual(['page']);
  });
});

describe('the bulk body', () => {
  it('needs a selection, and one kind of selection only', () => {
    expect(issues(stagedBulkRequestSchema.safeParse({ action: 'approve' }))).toEqual({
      productIds: STAGED_MESSAGES.selectToApprove,
    });
    expect(issues(stagedBulkRequestSchema.safeParse({ action: 'delete', productIds: [] }))).toEqual({
      productIds: STAGED_MESSAGES.selectToDelete,
    });
    expect(
      issues(stagedBulkRequestSchema.safeParse({ action: 'delete', productIds: ['a'], filter: {} })),
    ).toEqual({
      filter: STAGED_MESSAGES.selectionTwice,
    });
    expect(issues(stagedBulkRequestSchema.safeParse({ action: 'publish', productIds: ['a'] }))).toEqual({
      action: 'Choose an action',
    });
    const tooMany = Array.from({ length: MAX_STAGED_BULK + 1 }, (_, i) => `id-${i}`);
    expect(issues(stagedBulkRequestSchema.safeParse({ action: 'approve', productIds: tooMany }))).toEqual({
      productIds: STAGED_MESSAGES.tooMany,
    });
    expect(stagedBulkRequestSchema.parse({ action: 'approve', productIds: ['a'] }).useAiEnhancements).toBe(
      false,
    );
    expect(stagedBulkRequestSchema.parse({ action: 'approve', filter: {} }).filter).toEqual({
      search: undefined,
    });
  });
});

describe('parseMoneyText', () => {
  it('reads what files write', () => {
    const cents = (text: string | null) => {
      const parsed = parseMoneyText('MAP price', text);
      return parsed.ok ? parsed.cents : parsed.message;
    };
    expect(cents('$1,234.50')).toBe(123450);
    expect(cents(' 12.5 ')).toBe(1250);
    expect(cents('.99')).toBe(99);
    expect(cents('$ 7')).toBe(700);
    expect(cents('1234')).toBe(123400);
    expect(cents('')).toBeNull();
    expect(cents(null)).toBeNull();
    expect(cents('12.345')).toBe('MAP price can have at most 2 decimals (is "12.345")');
    expect(cents('-5')).toBe('MAP price must be 0 or more (is "-5")');
    expect(cents('$-5')).toBe('MAP price must be 0 or more (is "$-5")');
    expect(cents('12,34')).toBe('MAP price must be an amount such as 12.50 (is "12,34")');
    expect(cents('abc')).toBe('MAP price must be an amount such as 12.50 (is "abc")');
    expect(cents('$')).toBe('MAP price must be an amount such as 12.50 (is "$")');
    expect(cents('100000000')).toBe('MAP price must be at most 99,999,999.99 (is "100000000")');
  });

  it('reads back every amount written with a dollar sign and separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_99 }), (cents) => {
        const text = `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
        expect(parseMoneyText('Price', text)).toEqual({ ok: true, cents });
      }),
    );
  });
});

describe('checkStagedRow', () => {
  const row = {
    sku: 'TL-1',
    name: 'Amp',
    manufacturerId: 'm1',
    description: null,
    category: null,
    subcategory: null,
    seriesName: null,
    status: 'active',
    mfgCost: '$10',
    mfgMasterPackCost: null,
    mapPrice: '1,299.9',
    retailPrice: null,
    mfgMasterPackQty: null,
    imageUrl: 'https://cdn.example.com/a.jpg',
    sourceUrl: null,
    upc: null,
    weight: null,
    dimensions: null,
  };

  it('parses a good row', () => {
    expect(checkStagedRow(row)).toEqual({
      ok: true,
      status: 'active',
      mfgMasterPackQty: null,
      money: { mfgCost: '10.00', mfgMasterPackCost: null, mapPrice: '1299.90', retailPrice: null },
    });
    expect(productStatusOf(' Discontinued ')).toBe('discontinued');
  });

  it('names every problem with its field', () => {
    const result = checkStagedRow({
      ...row,
      sku: ' ',
      manufacturerId: null,
      status: 'sold out',
      mapPrice: 'call',
      mfgMasterPackQty: 0,
      imageUrl: 'ftp://x/y.jpg',
      category: 'x'.repeat(201),
    });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems.map((p) => p.field)).toEqual([
      'sku',
      'manufacturerId',
      'category',
      'status',
      'mfgMasterPackQty',
      'imageUrl',
      'mapPrice',
    ]);
    expect(result.ok ? null : result.problems[3]!.message).toBe(STAGED_CHECK_MESSAGES.statusInvalid);
  });
});
