import type { pmapImportRequestSchema } from '@crossover/domain/pricing/pmap';
import {
  MAX_PMAP_PRODUCTS,
  PMAP_FILE_FIELD,
  PMAP_MESSAGES,
  type PmapBulkPricing,
  type PmapCampaign,
  type PmapDeleteResponse,
  type PmapImportResponse,
  type PmapPreview,
  averageDiscount,
} from '@crossover/domain/pricing/pmap';
import { formatCents, toCents } from '@crossover/domain/pricing/money';
import type { z } from 'zod';
import type { AppContext } from '@/context.ts';
import { withTx } from '@/db/with-tx.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { writeAudit } from '@/lib/audit.ts';
import { badRequest, notFound } from '@/lib/errors.ts';
import type { ReceivedUpload } from '@/lib/uploads/receive-upload.ts';
import { createPricingService } from '@/modules/pricing/service.ts';
import { checkRows, importable } from './check-rows.ts';
import { readPmapWorkbook } from './pmap-workbook.ts';
import {
  type CampaignSummaryRow,
  createCampaignRules,
  deactivateCampaignRules,
  deleteCampaign,
  findCampaignByName,
  insertPmapImport,
  liveAndUpcomingCampaigns,
  liveCampaignProductIds,
  setCampaignImport,
  upsertCampaign,
} from './repo.ts';

type ImportRequest = z.output<typeof pmapImportRequestSchema>;

const DAY_MS = 86_400_000;
/** A campaign runs from the start of its first UTC day to the end of its last one. */
const windowOf = (startDate: string, endDate: string) => ({
  validFrom: new Date(`${startDate}T00:00:00.000Z`),
  validTo: new Date(Date.parse(`${endDate}T00:00:00.000Z`) + DAY_MS - 1),
});
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function toCampaign(row: CampaignSummaryRow): PmapCampaign {
  return {
    id: row.id,
    name: row.name,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    productCount: row.productCount,
    averageDiscount: row.averageDiscount,
  };
}

/** 'Summer Promo.xlsx' → 'Summer Promo': the campaign's name when the workbook's header has none. */
const nameFromFile = (filename: string) => filename.replace(/\.(xlsx|xls)$/i, '').trim();

export function createPmapService(context: Pick<AppContext, 'db' | 'clock'>) {
  const { db, clock } = context;
  const pricing = createPricingService({ db });

  return {
    /** Running and upcoming campaigns with their product counts and average percent off MAP. */
    async active(): Promise<PmapCampaign[]> {
      return (await liveAndUpcomingCampaigns(db, clock.now())).map(toCampaign);
    },

    /** Reads a PMAP workbook and checks every row against the catalogue; writes nothing. */
    async preview(_actor: Actor, upload: ReceivedUpload): Promise<PmapPreview> {
      const workbook = await readPmapWorkbook(upload);
      if (workbook.rows.length > MAX_PMAP_PRODUCTS)
        throw badRequest(PMAP_MESSAGES.tooManyProducts, { [PMAP_FILE_FIELD]: PMAP_MESSAGES.tooManyProducts });
      const checked = await checkRows(
        db,
        // The workbook's own row numbers name a repeated SKU's first row, as Excel shows it.
        workbook.rows.map((r) => ({ rowNumber: r.rowNumber, sku: r.sku, price: r.pmap })),
      );
      const previewItems = checked.map(({ productId: _id, ...item }) => item);
      const ok = importable(checked);
      return {
        campaign: {
          name: workbook.campaignName?.trim() || nameFromFile(upload.filename),
          startDate: workbook.startDate ?? '',
          endDate: workbook.endDate ?? '',
          totalProducts: ok.length,
          averageDiscount: averageDiscount(ok.map((i) => i.percentChange)),
        },
        previewItems,
        warnings: workbook.warnings,
      };
    },

    /**
     * Creates the campaign, or replaces the rules of the one with that name: its active rules are
     * deactivated and one promotional new_price rule per importable product is created, under one
     * pricing_imports row (pmap_campaign) with a change per rule, so history lists it and rollback
     * undoes it; all in one transaction with its audit entry. Set-based: a handful of statements
     * whatever the number of products (MAX_PMAP_PRODUCTS caps the request).
     */
    async import(actor: Actor, request: ImportRequest): Promise<PmapImportResponse> {
      const checked = await checkRows(
        db,
        request.products.map((p, index) => ({ rowNumber: index + 1, sku: p.sku, price: p.newPmapPrice })),
      );
      const items = importable(checked);
      if (items.length === 0)
        throw badRequest(PMAP_MESSAGES.noProducts, { products: PMAP_MESSAGES.noProducts });
      const { name, startDate, endDate } = request.campaign;
      const window = windowOf(startDate, endDate);
      const now = clock.now();
      return withTx(db, async (tx) => {
        const campaign = await upsertCampaign(tx, { name, ...window, createdBy: actor.user.id });
        const importId = await insertPmapImport(tx, {
          userId: actor.user.id,
          importType: 'pmap_campaign',
          filename: request.filename || 'pmap-import.xlsx',
          campaignName: name,
          // History dates are UTC day starts, the expiration being the first day without the
          // import (as a price list's): the day after the campaign's last. The rules carry the
          // exact window, so the expiry job finds them already out of it.
          effectiveDate: window.validFrom,
          expirationDate: new Date(window.validTo.getTime() + 1),
          recordsProcessed: checked.length,
          recordsSuccessful: items.length,
          recordsFailed: checked.length - items.length,
          status: 'completed',
          appliedAt: now,
        });
        const deactivatedRules = await deactivateCampaignRules(tx, campaign.id, importId);
        const importedRules = await createCampaignRules(tx, {
          campaignId: campaign.id,
          importId,
          name,
          ...window,
          createdBy: actor.user.id,
          items: items.map((i) => ({ productId: i.productId, price: i.newPmapPrice! })),
        });
        await setCampaignImport(tx, campaign.id, importId);
        await writeAudit(tx, {
          ...auditedBy(actor),
          action: 'pmap_campaign.imported',
          entityType: 'pmap_campaign',
          entityId: campaign.id,
          details: {
            campaignName: name,
            importId,
            startDate,
            endDate,
            importedRules,
            deactivatedRules,
            skippedRows: checked.length - items.length,
          },
        });
        return {
          importId,
          importedRules,
          campaign: {
            id: campaign.id,
            name: campaign.name,
            validFrom: campaign.validFrom.toISOString(),
            validTo: campaign.validTo.toISOString(),
            productCount: importedRules,
            averageDiscount: averageDiscount(items.map((i) => i.percentChange)),
          },
        };
      });
    },

    /** Deletes the campaign and every rule it owns; 404 for a name no campaign has. */
    async delete(actor: Actor, campaignName: string): Promise<PmapDeleteResponse> {
      return withTx(db, async (tx) => {
        const campaign = await findCampaignByName(tx, campaignName);
        if (!campaign) throw notFound(PMAP_MESSAGES.campaignNotFound);
        const deletedRules = await deleteCampaign(tx, campaign.id);
        await writeAudit(tx, {
          ...auditedBy(actor),
          action: 'pmap_campaign.deleted',
          entityType: 'pmap_campaign',
          entityId: campaign.id,
          details: {
            campaignName: campaign.name,
            deletedRules,
            validFrom: isoDay(campaign.validFrom),
            validTo: isoDay(campaign.validTo),
          },
        });
        return { deletedRules, campaignName: campaign.name };
      });
    },

    /**
     * Promotional prices of the products in campaigns running now. The prices are the ones product
     * cards read (the pricing service's live PMAP rules: best priority first), so both agree.
     */
    async bulkPricing(): Promise<PmapBulkPricing> {
      const now = clock.now();
      const ids = await liveCampaignProductIds(db, now);
      const rules = await pricing.livePmapRules(ids, now);
      const answer: PmapBulkPricing = {};
      for (const rule of rules) {
        if (!rule.productId || answer[rule.productId]) continue;
        answer[rule.productId] = {
          pmapPrice: formatCents(toCents(rule.price) ?? 0),
          campaignName: rule.name,
          validFrom: rule.validFrom.toISOString(),
          validTo: rule.validTo ? rule.validTo.toISOString() : null,
        };
      }
      return answer;
    },
  };
}
