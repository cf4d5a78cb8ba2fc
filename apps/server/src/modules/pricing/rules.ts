import type { RULE_TARGETS } from '@crossover/domain/pricing/engine';
import { PRICING_MESSAGES, dayOf, endOfDay, startOfDay } from '@crossover/domain/pricing/management-fields';
import type {
  CreatePricingRuleRequest,
  PricingRule,
  PricingRuleListQuery,
  UpdatePricingRuleRequest,
} from '@crossover/domain/pricing/pricing-rules';
import type { AppContext } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import { withTx } from '@/db/with-tx.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { writeAudit } from '@/lib/audit.ts';
import { badRequest, conflict, notFound } from '@/lib/errors.ts';
import { organizationKind } from '@/modules/organizations/names.ts';
import { createProductsService } from '@/modules/products/service.ts';
import { createSeriesService } from '@/modules/series/service.ts';
import {
  type PricingRuleInsert,
  type PricingRuleListRow,
  type PricingRuleRow,
  findPricingRule,
  insertPricingRule,
  listPricingRules,
  lockPricingRule,
  updatePricingRule,
} from './management-repo.ts';
import { requireBuyerOrganization } from './organization-pricing.ts';

type TargetType = (typeof RULE_TARGETS)[number];

/** Which target column is set (a rule has at most one); null for a rule aimed only at buyers. */
function targetOf(row: PricingRuleRow): { type: TargetType; value: string } | null {
  if (row.productId) return { type: 'product', value: row.productId };
  if (row.seriesId) return { type: 'series', value: row.seriesId };
  if (row.manufacturerId) return { type: 'manufacturer', value: row.manufacturerId };
  if (row.category) return { type: 'category', value: row.category };
  return null;
}

export function toPricingRule({ row, ...names }: PricingRuleListRow): PricingRule {
  const target = targetOf(row);
  const targetName =
    target?.type === 'product'
      ? `${names.productName ?? ''} (${names.productSku ?? ''})`
      : target?.type === 'series'
        ? names.seriesName
        : target?.type === 'manufacturer'
          ? names.manufacturerName
          : (target?.value ?? null);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ruleType: row.ruleType,
    targetType: target?.type ?? null,
    targetValue: target?.value ?? null,
    targetName,
    discountType: row.discountType,
    discountValue: row.discountValue,
    minimumQuantity: row.minQuantity,
    maximumUsage: row.maxUsage,
    usageCount: row.usageCount,
    validFrom: dayOf(row.validFrom),
    validTo: row.validTo ? dayOf(row.validTo) : null,
    priority: row.priority,
    canStack: row.canStack,
    isActive: row.isActive,
    organizationId: row.organizationId,
    organizationName: names.organizationName,
    organizationType: row.organizationType,
    campaignId: row.campaignId,
    campaignName: names.campaignName,
    editable: row.campaignId === null,
    createdAt: row.createdAt.toISOString(),
  };
}

const targetMissing = () =>
  badRequest(PRICING_MESSAGES.targetNotFound, { targetValue: PRICING_MESSAGES.targetNotFound });

/** The target's column, checked to exist; a category is stored as the catalogue spells it. */
async function targetColumns(dbx: Db, type: TargetType, value: string): Promise<Partial<PricingRuleInsert>> {
  const none = { productId: null, seriesId: null, manufacturerId: null, category: null, applyTo: type };
  switch (type) {
    case 'product': {
      const [product] = await createProductsService({ db: dbx }).findRows([value]);
      if (!product) throw targetMissing();
      return { ...none, productId: product.id };
    }
    case 'series': {
      const series = await createSeriesService({ db: dbx }).find(value);
      if (!series) throw targetMissing();
      return { ...none, seriesId: value };
    }
    case 'manufacturer': {
      const organization = await organizationKind(dbx, value);
      if (!organization || organization.type !== 'manufacturer') throw targetMissing();
      return { ...none, manufacturerId: organization.id };
    }
    case 'category': {
      const { categories } = await createProductsService({ db: dbx }).categoryStats();
      const found = Object.keys(categories).find((c) => c.toLowerCase() === value.toLowerCase());
      if (!found) throw targetMissing();
      return { ...none, category: found };
    }
  }
}

/** The plain columns of a request (the target and the buyer organization are checked apart). */
function columnsOf(body: UpdatePricingRuleRequest): Partial<PricingRuleInsert> {
  const c: Partial<PricingRuleInsert> = {};
  if (body.name !== undefined) c.name = body.name;
  if (body.description !== undefined) c.description = body.description;
  if (body.ruleType !== undefined) c.ruleType = body.ruleType;
  if (body.discountType !== undefined) c.discountType = body.discountType;
  if (body.discountValue !== undefined && body.discountValue !== null) c.discountValue = body.discountValue;
  if (body.minimumQuantity !== undefined) c.minQuantity = body.minimumQuantity ?? 1;
  if (body.maximumUsage !== undefined) c.maxUsage = body.maximumUsage;
  if (body.validFrom !== undefined) c.validFrom = startOfDay(body.validFrom);
  if (body.validTo !== undefined) c.validTo = body.validTo === null ? null : endOfDay(body.validTo);
  if (body.priority !== undefined) c.priority = body.priority;
  if (body.canStack !== undefined) c.canStack = body.canStack;
  if (body.isActive !== undefined) c.isActive = body.isActive;
  if (body.organizationType !== undefined) c.organizationType = body.organizationType;
  return c;
}

async function buyerColumns(dbx: Db, organizationId: string | null | undefined) {
  if (organizationId === undefined) return {};
  if (organizationId === null) return { organizationId: null };
  return { organizationId: (await requireBuyerOrganization(dbx, organizationId)).id };
}

/** Pricing rules kept on Pricing Management: list, create, edit, deactivate; audited with each write. */
export function createPricingRulesService({ db }: Pick<AppContext, 'db'>) {
  async function one(dbx: Db, id: string): Promise<PricingRule> {
    const found = await findPricingRule(dbx, id);
    if (!found) throw notFound(PRICING_MESSAGES.pricingRuleNotFound);
    return toPricingRule(found);
  }

  return {
    async list(query: PricingRuleListQuery): Promise<PricingRule[]> {
      return (await listPricingRules(db, query)).map(toPricingRule);
    },

    async create(actor: Actor, body: CreatePricingRuleRequest): Promise<PricingRule> {
      return withTx(db, async (tx) => {
        const row = await insertPricingRule(tx, {
          ...columnsOf(body),
          name: body.name,
          ruleType: body.ruleType,
          discountType: body.discountType,
          discountValue: body.discountValue!,
          applyTo: body.targetType,
          ...(await targetColumns(tx, body.targetType, body.targetValue)),
          ...(await buyerColumns(tx, body.organizationId)),
          createdBy: actor.user.id,
        });
        await writeAudit(tx, {
          ...auditedBy(actor),
          action: 'pricing_rule.create',
          entityType: 'pricing_rule',
          entityId: row.id,
          details: { ...body },
        });
        return one(tx, row.id);
      });
    },

    /** Edits; `isActive: false` deactivates. A PMAP campaign's rule is refused (409). */
    async update(actor: Actor, id: string, body: UpdatePricingRuleRequest): Promise<PricingRule> {
      return withTx(db, async (tx) => {
        const existing = await lockPricingRule(tx, id);
        if (!existing) throw notFound(PRICING_MESSAGES.pricingRuleNotFound);
        if (existing.campaignId !== null) throw conflict(PRICING_MESSAGES.campaignRuleReadOnly);
        const columns = {
          ...columnsOf(body),
          ...(body.targetType !== undefined && body.targetValue !== undefined
            ? await targetColumns(tx, body.targetType, body.targetValue)
            : {}),
          ...(await buyerColumns(tx, body.organizationId)),
        };
        // The request alone passed its own checks; these compare with what stays stored.
        const from = columns.validFrom ?? existing.validFrom;
        const to = columns.validTo === undefined ? existing.validTo : columns.validTo;
        if (to && to.getTime() < from.getTime())
          throw badRequest(PRICING_MESSAGES.validToAfterFrom, { validTo: PRICING_MESSAGES.validToAfterFrom });
        const discountType = columns.discountType ?? existing.discountType;
        const discountValue = columns.discountValue ?? existing.discountValue;
        if (discountType === 'percentage' && Number(discountValue) > 100)
          throw badRequest(PRICING_MESSAGES.percentageTooHigh, {
            discountValue: PRICING_MESSAGES.percentageTooHigh,
          });
        await updatePricingRule(tx, id, columns);
        await writeAudit(tx, {
          ...auditedBy(actor),
          action: body.isActive === false ? 'pricing_rule.deactivate' : 'pricing_rule.update',
          entityType: 'pricing_rule',
          entityId: id,
          details: { fields: Object.keys(body), ...body },
        });
        return one(tx, id);
      });
    },
  };
}
