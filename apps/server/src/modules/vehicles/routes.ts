import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@crossover/domain/auth';
import { policy } from '@crossover/domain/permissions';
import {
  VEHICLE_MESSAGES,
  fitmentParamsSchema,
  fitmentSchema,
  linkVehicleSchema,
  productFitmentParamsSchema,
  updateFitmentSchema,
  vehicleListQuerySchema,
  vehicleOptionsQuerySchema,
  vehicleOptionsSchema,
  vehicleSchema,
  vehicleSchemas,
  vehicleStatsSchema,
} from '@crossover/domain/vehicles';
import { actorRoutes, errorResponses, idParams } from '@/lib/route.ts';
import { createVehiclesService } from './service.ts';

const tags = ['vehicles'];
/** Vehicles and fitment writes: administrators (back-office §6). */
const manage = { policy: policy.capability('vehicles.manage') };
/** What a product fits and the 'fits my vehicle' choices: every signed-in user. */
const core = { policy: policy.capability('core.use') };
const readErrors = errorResponses(400, 401, 403);

export const vehiclesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createVehiclesService(app.context);
  // The latest year follows the server's clock at every request.
  const bodies = vehicleSchemas(service.latestYear);
  const route = actorRoutes(app);

  const list = {
    config: manage,
    schema: {
      tags,
      querystring: vehicleListQuerySchema,
      response: { 200: z.array(vehicleSchema), ...readErrors },
    },
  };
  route.get(
    '/api/vehicles',
    { ...list, schema: { ...list.schema, summary: 'Vehicles by make, model, years' } },
    (_, request) => service.list(request.query),
  );
  route.get(
    '/api/vehicles/search',
    {
      ...list,
      schema: {
        ...list.schema,
        summary: 'Vehicles whose make, model or trim has each word of q, or whose years hold a year in q',
      },
    },
    (_, request) => service.list(request.query),
  );

  route.get(
    '/api/vehicles/stats',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Stat cards: vehicles, active ones, makes, products with fitment',
        response: { 200: vehicleStatsSchema, ...readErrors },
      },
    },
    () => service.stats(),
  );

  route.get(
    '/api/vehicles/options',
    {
      config: core,
      schema: {
        tags,
        summary: "'Fits my vehicle' choices: years, makes of the year, models of the make",
        querystring: vehicleOptionsQuerySchema,
        response: { 200: vehicleOptionsSchema, ...readErrors },
      },
    },
    (_, request) => service.options(request.query),
  );

  route.post(
    '/api/vehicles',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Adds a vehicle (years 1900 to next year); a duplicate is 409',
        body: bodies.create,
        response: { 201: vehicleSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (actor, request, reply) => reply.code(201).send(await service.create(actor, request.body)),
  );

  route.patch(
    '/api/vehicles/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Edits a vehicle; isActive deactivates or reactivates it',
        params: idParams,
        body: bodies.update,
        response: { 200: vehicleSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (actor, request) => service.update(actor, request.params.id, request.body),
  );

  route.get(
    '/api/products/:productId/vehicles',
    {
      config: core,
      schema: {
        tags,
        summary: 'The vehicles a product fits (active ones; administrators all, with who verified)',
        params: productFitmentParamsSchema,
        response: { 200: z.array(fitmentSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    (actor, request) => service.listFitment(actor, request.params.productId),
  );

  route.post(
    '/api/products/:productId/vehicles',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Links a vehicle to a product (fitment); a second link is 409',
        params: productFitmentParamsSchema,
        body: linkVehicleSchema,
        response: { 201: fitmentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (actor, request, reply) =>
      reply.code(201).send(await service.link(actor, request.params.productId, request.body)),
  );

  route.patch(
    '/api/products/:productId/vehicles/:vehicleId',
    {
      config: manage,
      schema: {
        tags,
        summary: "Changes a fitment's compatibility notes or verified flag",
        params: fitmentParamsSchema,
        body: updateFitmentSchema,
        response: { 200: fitmentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (actor, request) =>
      service.updateLink(actor, request.params.productId, request.params.vehicleId, request.body),
  );

  route.delete(
    '/api/products/:productId/vehicles/:vehicleId',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Unlinks a vehicle from a product',
        params: fitmentParamsSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (actor, request) => {
      await service.unlink(actor, request.params.productId, request.params.vehicleId);
      return { message: VEHICLE_MESSAGES.unlinked };
    },
  );
};
