import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { confidenceLevel } from '@crossover/domain/ai-enhancement';
import { products } from '@/db/schema/products.ts';
import { stagedProducts } from '@/db/schema/staged-products.ts';
import { commerceTestApp } from '@/test/commerce-factories.ts';
import { api } from '@/test/inject.ts';

/**
 * Issue 15 item 19, through the API: a row enhanced, its enhanced name chosen and approved puts the
 * model number in the catalogue exactly as the file wrote it ('KT-69X' had arrived as 'KT-69x').
 */
const { t, world, cookie } = await commerceTestApp();

describe('approving with the enhanced name', () => {
  it('writes the model number to the catalogue as the file wrote it', async () => {
    const admin = api(t.app).as(cookie.admin!);
    const [row] = await t.db
      .insert(stagedProducts)
      .values({
        name: 'kite KT-69X 6x9 coax spkrs',
        sku: 'KT-69X',
        category: 'Speakers',
        subcategory: 'Coaxial Speakers',
        proposedSeriesName: 'Kite',
        mapPrice: '149.99',
        manufacturerId: world.orgs.manufacturer.id,
      })
      .returning();
    expect((await admin.post(`/api/ai-enhancement/single/${row!.id}`)).status).toBe(202);
    await t.jobs.drain();
    const [enhanced] = await t.db.select().from(stagedProducts).where(eq(stagedProducts.id, row!.id));
    expect(enhanced).toMatchObject({
      aiEnhancementStatus: 'completed',
      aiEnhancedName: 'Kite KT-69X 6x9 Coaxial Speakers',
      aiEnhancedSubcategory: 'Coaxial Speakers',
    });
    // A new series proposed by the file is not High, whatever else agrees.
    expect(confidenceLevel(enhanced!.aiEnhancementConfidence!)).toBe('Medium');

    expect((await admin.post(`/api/ai-enhancement/toggle/${row!.id}`, { useAiName: true })).status).toBe(200);
    const approval = await admin.post('/api/scraper/staged-bulk', {
      action: 'approve',
      productIds: [row!.id],
      useAiEnhancements: true,
    });
    expect(approval.status).toBe(200);
    const [product] = await t.db.select().from(products).where(eq(products.sku, 'KT-69X'));
    expect(product?.name).toBe('Kite KT-69X 6x9 Coaxial Speakers');
  });
});
