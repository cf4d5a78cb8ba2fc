import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  organizationAuthorizationsRequestSchema,
  organizationAuthorizationsSchema,
  seriesAuthorizationsRequestSchema,
  seriesAuthorizationsSchema,
  shopOwnerOptionSchema,
  shopOwnerParamsSchema,
} from '@crossover/domain/authorizations';
import { policy } from '@crossover/domain/permissions';
import { actorRoutes, errorResponses } from '@/lib/route.ts';
import { createAuthorizationManagementService } from './management.ts';

const tags = ['authorizations'];
const errors = errorResponses(400, 401, 403, 404);
/** Admins any supplier and series; a manufacturer itself and its own series (the service checks). */
const manage = { policy: policy.capability('authorizations.manage') };
const params = shopOwnerParamsSchema;

export const authorizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuthorizationManagementService(app.context);
  const route = actorRoutes(app);

  route.get(
    '/api/authorizations/shop-owners',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Shop-owner organizations to authorize (id, name, status only)',
        response: { 200: z.array(shopOwnerOptionSchema), ...errorResponses(401, 403) },
      },
    },
    (actor) => service.shopOwners(actor),
  );

  route.get(
    '/api/organization-authorizations/:shopOwnerId',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The suppliers the caller may grant and which of them the shop owner may order from',
        params,
        response: { 200: organizationAuthorizationsSchema, ...errors },
      },
    },
    (actor, request) => service.organizations(actor, request.params.shopOwnerId),
  );

  route.put(
    '/api/organization-authorizations/:shopOwnerId',
    {
      config: manage,
      schema: {
        tags,
        summary:
          "Replaces the shop owner's supplier grants within the caller's reach; withdrawn ones stay inactive; audited",
        params,
        body: organizationAuthorizationsRequestSchema,
        response: { 200: organizationAuthorizationsSchema, ...errors },
      },
    },
    (actor, request) =>
      service.replaceOrganizations(actor, request.params.shopOwnerId, request.body.authorizedOrganizationIds),
  );

  route.get(
    '/api/shop-owner-series-authorizations/:shopOwnerId',
    {
      config: manage,
      schema: {
        tags,
        summary: "The series the caller may grant with the shop owner's current grant of each",
        params,
        response: { 200: seriesAuthorizationsSchema, ...errors },
      },
    },
    (actor, request) => service.series(actor, request.params.shopOwnerId),
  );

  route.put(
    '/api/shop-owner-series-authorizations/:shopOwnerId',
    {
      config: manage,
      schema: {
        tags,
        summary:
          "Replaces the shop owner's can_order series within the caller's reach; withdrawn ones stay inactive; audited",
        params,
        body: seriesAuthorizationsRequestSchema,
        response: { 200: seriesAuthorizationsSchema, ...errors },
      },
    },
    (actor, request) =>
      service.replaceSeries(actor, request.params.shopOwnerId, request.body.authorizedSeriesIds),
  );
};
