import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, messageSchema } from '@crossover/domain/auth';
import {
  createOrganizationSchema,
  logoPathSchema,
  logoUploadUrlSchema,
  organizationSchema,
  recordLogoSchema,
  updateOrganizationSchema,
} from '@crossover/domain/organizations';
import { policy } from '@crossover/domain/permissions';
import { callerOf } from '@/plugins/auth.ts';
import { createLogosService } from './logo-service.ts';
import { createOrganizationsService } from './service.ts';

const tags = ['organizations'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const params = z.object({ id: z.string().min(1).max(100) });

export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOrganizationsService(app);
  const logos = createLogosService(app);
  const manage = policy.capability('organizations.manage');

  app.get(
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
    async (request) => service.list(request.auth!),
  );

  app.get(
    '/api/organizations/:id',
    {
      config: { policy: policy.authenticated },
      schema: { tags, summary: 'One organization', params, response: { 200: organizationSchema, ...errors } },
    },
    async (request) => service.get(request.auth!, request.params.id),
  );

  app.post(
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
    async (request, reply) => reply.code(201).send(await service.create(callerOf(request), request.body)),
  );

  app.patch(
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
    async (request) => service.update(callerOf(request), request.params.id, request.body),
  );

  app.delete(
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
    async (request) => {
      await service.remove(callerOf(request), request.params.id);
      return { message: 'Organization deleted successfully' };
    },
  );

  app.post(
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
    async (request) => logos.createLogoUpload(callerOf(request), request.params.id),
  );

  app.put(
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
    async (request) => logos.recordLogo(callerOf(request), request.params.id, request.body.logoURL),
  );

  app.get(
    '/api/organizations/:id/logo',
    {
      config: { policy: policy.authenticated },
      schema: {
        tags,
        summary: 'The logo image, for those who may see the organization',
        params,
        response: {
          200: z.any().describe('PNG, JPEG or WebP bytes'),
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const logo = await logos.readLogo(request.auth!, request.params.id);
      return reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(logo.body);
    },
  );
};
