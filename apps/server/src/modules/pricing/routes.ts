import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policy } from '@crossover/domain/permissions';
import {
  createOrganizationPricingSchema,
  organizationPricingListQuerySchema,
  organizationPricingSchema,
  updateOrganizationPricingSchema,
} from '@crossover/domain/pricing/organization-pricing';
import {
  createPricingRuleSchema,
  pricingRuleListQuerySchema,
  pricingRuleSchema,
  updatePricingRuleSchema,
} from '@crossover/domain/pricing/pricing-rules';
import {
  pricingQuoteQuerySchema,
  pricingQuoteSchema,
  pricingSummarySchema,
} from '@crossover/domain/pricing/quote';
import { actorRoutes, errorResponses, idParams } from '@/lib/route.ts';
import { createOrganizationPricingService } from './organization-pricing.ts';
import { createQuoteService } from './quote.ts';
import { createPricingRulesService } from './rules.ts';

const tags = ['pricing'];
/** Rules, organization pricing, the cards and the quote: admins and marketing firms (read-only). */
const read = { policy: policy.capability('pricing.read') };
/** Their writes: administrators. */
const manage = { policy: policy.capability('pricing.manage') };
const readErrors = errorResponses(400, 401, 403);
const writeErrors = errorResponses(400, 401, 403, 404, 409);

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const organizationPricing = createOrganizationPricingService(app.context);
  const rules = createPricingRulesService(app.context);
  const quotes = createQuoteService(app.context);
  const route = actorRoutes(app);

  route.get(
    '/api/pricing/summary',
    {
      config: read,
      schema: {
        tags,
        summary:
          'The four count cards: live organization pricing, special offers, volume discounts, promotions',
        response: { 200: pricingSummarySchema, ...readErrors },
      },
    },
    () => quotes.summary(),
  );

  route.get(
    '/api/pricing/quote',
    {
      config: read,
      schema: {
        tags,
        summary:
          'What a buyer organization would pay for a quantity of a product on a day, with the steps the engine applied',
        querystring: pricingQuoteQuerySchema,
        response: { 200: pricingQuoteSchema, ...readErrors },
      },
    },
    (_, request) => quotes.quote(request.query),
  );

  route.get(
    '/api/organization-pricing',
    {
      config: read,
      schema: {
        tags,
        summary: 'Organization pricing entries, newest first, with product and organization names',
        querystring: organizationPricingListQuerySchema,
        response: { 200: z.array(organizationPricingSchema), ...readErrors },
      },
    },
    (_, request) => organizationPricing.list(request.query),
  );

  route.post(
    '/api/organization-pricing',
    {
      config: manage,
      schema: {
        tags,
        summary: "Adds a buyer organization's price for a product (custom price or markup) for a period",
        body: createOrganizationPricingSchema,
        response: { 201: organizationPricingSchema, ...writeErrors },
      },
    },
    async (actor, request, reply) =>
      reply.code(201).send(await organizationPricing.create(actor, request.body)),
  );

  route.patch(
    '/api/organization-pricing/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Edits an organization pricing entry; isActive false deactivates it',
        params: idParams,
        body: updateOrganizationPricingSchema,
        response: { 200: organizationPricingSchema, ...writeErrors },
      },
    },
    (actor, request) => organizationPricing.update(actor, request.params.id, request.body),
  );

  route.get(
    '/api/pricing-rules',
    {
      config: read,
      schema: {
        tags,
        summary: 'Pricing rules (PMAP campaign rules last, not editable here)',
        querystring: pricingRuleListQuerySchema,
        response: { 200: z.array(pricingRuleSchema), ...readErrors },
      },
    },
    (_, request) => rules.list(request.query),
  );

  route.post(
    '/api/pricing-rules',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Adds a pricing rule on a product, series, manufacturer or category',
        body: createPricingRuleSchema,
        response: { 201: pricingRuleSchema, ...writeErrors },
      },
    },
    async (actor, request, reply) => reply.code(201).send(await rules.create(actor, request.body)),
  );

  route.patch(
    '/api/pricing-rules/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: "Edits a pricing rule; isActive false deactivates it; a PMAP campaign's rule is 409",
        params: idParams,
        body: updatePricingRuleSchema,
        response: { 200: pricingRuleSchema, ...writeErrors },
      },
    },
    (actor, request) => rules.update(actor, request.params.id, request.body),
  );
};
