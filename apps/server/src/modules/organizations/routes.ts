import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@crossover/domain/auth';
import {
  createOrganizationSchema,
  logoPathSchema,
  logoUploadUrlSchema,
  organizationSchema,
  recordLogoSchema,
  updateOrganizationSchema,
} from '@crossover/domain/organizations';
import { policy } from '@crossover/domain/permissions';
import { actorRoutes, errorResponses, idParams as params } from '@/lib/route.ts';
import { createLogosService } from './logo-service.ts';
import { createOrganizationsService } from './service.ts';

const tags = ['organizations'];
const errors = errorResponses(400, 401, 403, 404, 409);

export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOrganizationsService(app.context);
  const logos = createLogosService(app.context);
  const route = actorRoutes(app);
  const manage = policy.capability('organizations.manage');

  route.get(
    '/api/organizations',
    {
      // Everyone reads its own organization (the cart's tax rate); admins read them all.
      config: { policy: policy.authenticated },
      schema: {
        tags,
        summary: 'Organizations the caller may see',
        response: { 200: z.array(organizationSchema), ...errors },
      },
    },
    (actor) => service.list(actor),
  );

  route.get(
    '/api/organizations/:id',
    {
      config: { policy: policy.authenticated },
      schema: { tags, summary: 'One organization', params, response: { 200: organizationSchema, ...errors } },
    },
    (actor, request) => service.get(actor, request.params.id),
  );

  route.post(
    '/api/organizations',
    {
      config: { policy: manage },
      schema: {
        tags,
        summary: 'Creates an organization (admins)',
        body: createOrganizationSchema,
        response: { 201: organizationSchema, ...errors },
      },
    },
    async (actor, request, reply) => reply.code(201).send(await service.create(actor, request.body)),
  );

  route.patch(
    '/api/organizations/:id',
    {
      config: { policy: manage },
      schema: {
        tags,
        summary: 'Updates an organization; logoUrl null removes the logo',
        params,
        body: updateOrganizationSchema,
        response: { 200: organizationSchema, ...errors },
      },
    },
    (actor, request) => service.update(actor, request.params.id, request.body),
  );

  route.delete(
    '/api/organizations/:id',
    {
      config: { policy: manage },
      schema: {
        tags,
        summary: 'Deletes an organization permanently (admins); its users are kept, unlinked',
        params,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (actor, request) => {
      await service.remove(actor, request.params.id);
      return { message: 'Organization deleted successfully' };
    },
  );

  route.post(
    '/api/organizations/:id/logo/upload',
    {
      config: { policy: manage },
      schema: {
        tags,
        summary: 'A short-lived signed address to PUT the logo file to',
        params,
        response: { 200: logoUploadUrlSchema, ...errors },
      },
    },
    (actor, request) => logos.createLogoUpload(actor, request.params.id),
  );

  route.put(
    '/api/organizations/:id/logo',
    {
      config: { policy: manage },
      schema: {
        tags,
        summary: 'Checks, re-encodes and records the uploaded logo',
        params,
        body: recordLogoSchema,
        response: { 200: logoPathSchema, ...errors },
      },
    },
    (actor, request) => logos.recordLogo(actor, request.params.id, request.body.logoURL),
  );

  route.get(
    '/api/organizations/:id/logo',
    {
      config: { policy: policy.authenticated },
      schema: {
        tags,
        summary: 'The logo image, for those who may see the organization',
        params,
        response: {
          200: z.any().describe('PNG, JPEG or WebP bytes'),
          ...errorResponses(401, 404),
        },
      },
    },
    async (actor, request, reply) => {
      const logo = await logos.readLogo(actor, request.params.id);
      return reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(logo.body);
    },
  );
};
