import { describe, expect, it } from 'vitest';
import { buildPmapPricing } from '@/test/pmap-pricing';
import { isPmapExpiringSoon, pmapDiscountPercent, pmapPromo } from './pmap-promo';

const now = new Date('2026-03-10T12:00:00.000Z');
const inDays = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();

describe('pmapDiscountPercent', () => {
  it('gives the promo price versus MAP with one decimal', () => {
    expect(pmapDiscountPercent('100.00', '87.50')).toBe('-12.5%');
    expect(pmapDiscountPercent('138.99', '119.99')).toBe('-13.7%');
    expect(pmapDiscountPercent('3.00', '2.00')).toBe('-33.3%');
    expect(pmapDiscountPercent('100.00', '100.00')).toBe('0.0%');
    expect(pmapDiscountPercent('100.00', '105.00')).toBe('+5.0%');
  });

  it('rounds half-tenths away from zero, computed on whole cents', () => {
    expect(pmapDiscountPercent('200.00', '199.90')).toBe('-0.1%'); // -0.05%
    expect(pmapDiscountPercent('40.00', '39.95')).toBe('-0.1%'); // -0.125%
    expect(pmapDiscountPercent('200.00', '199.70')).toBe('-0.2%'); // -0.15%
    expect(pmapDiscountPercent('200.00', '199.91')).toBe('0.0%'); // -0.045%
  });

  it('is null without a MAP above zero', () => {
    expect(pmapDiscountPercent(null, '10.00')).toBeNull();
    expect(pmapDiscountPercent(undefined, '10.00')).toBeNull();
    expect(pmapDiscountPercent('0.00', '10.00')).toBeNull();
  });
});

describe('isPmapExpiringSoon', () => {
  it('is true while the end is at most 7 days away', () => {
    expect(isPmapExpiringSoon(inDays(0), now)).toBe(true);
    expect(isPmapExpiringSoon(inDays(3), now)).toBe(true);
    expect(isPmapExpiringSoon(inDays(7), now)).toBe(true);
  });

  it('is false past 7 days, after the end, without an end, or for an unreadable date', () => {
    expect(isPmapExpiringSoon(inDays(7.01), now)).toBe(false);
    expect(isPmapExpiringSoon(inDays(30), now)).toBe(false);
    expect(isPmapExpiringSoon(inDays(-1), now)).toBe(false);
    expect(isPmapExpiringSoon(null, now)).toBe(false);
    expect(isPmapExpiringSoon('not a date', now)).toBe(false);
  });
});

describe('pmapPromo', () => {
  it('is null without data, without a campaign, or without a promo price', () => {
    expect(pmapPromo(undefined, '100.00', now)).toBeNull();
    expect(pmapPromo(buildPmapPricing(), '100.00', now)).toBeNull();
    expect(pmapPromo(buildPmapPricing({ hasPmap: true }), '100.00', now)).toBeNull();
  });

  it('collects price, campaign, end date, discount and expiring soon', () => {
    const pricing = buildPmapPricing({
      hasPmap: true,
      pmapPrice: '87.50',
      campaignName: 'Spring Sale',
      validTo: '2026-03-13T12:00:00.000Z',
    });
    expect(pmapPromo(pricing, '100.00', now)).toEqual({
      price: '87.50',
      campaignName: 'Spring Sale',
      until: 'Mar 13, 2026',
      discountPercent: '-12.5%',
      expiringSoon: true,
    });
  });

  it('leaves out the end date and discount when there is none', () => {
    const pricing = buildPmapPricing({ hasPmap: true, pmapPrice: '87.50', campaignName: 'Always On' });
    expect(pmapPromo(pricing, null, now)).toMatchObject({
      until: null,
      discountPercent: null,
      expiringSoon: false,
    });
  });
});
