import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, messageSchema } from '@crossover/domain/auth';
import { policy } from '@crossover/domain/permissions';
import {
  registerUserSchema,
  updateUserSchema,
  userSchema,
  userStatsSchema,
  usersPageQuerySchema,
  usersPageSchema,
} from '@crossover/domain/users';
import { callerOf } from '@/plugins/auth.ts';
import { createUsersService } from './service.ts';

const tags = ['users'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const params = z.object({ id: z.string().min(1).max(100) });

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUsersService(app);
  const manage = policy.capability('users.manage');

  app.get(
    '/api/users/paginated',
    {
      config: { policy: manage },
      schema: {
        tags,
        summary:
          'One page of the users the caller may manage, each with the actions the caller may take; filtered, searched and counted in SQL',
        querystring: usersPageQuerySchema,
        response: { 200: usersPageSchema, ...errors },
      },
    },
    async (request) => service.listPage(request.auth!, request.query),
  );

  app.get(
    '/api/users/stats',
    {
      config: { policy: manage },
      schema: {
        tags,
        summary: 'Counts for the User Management summary cards',
        response: { 200: userStatsSchema, ...errors },
      },
    },
    async (request) => service.stats(request.auth!),
  );

  app.post(
    '/api/auth/traditional/register',
    {
      config: { policy: manage },
      schema: {
        tags,
        summary: 'Creates a business user (email + password) who must change the password at first sign-in',
        body: registerUserSchema,
        response: { 201: userSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await service.register(callerOf(request), request.body);
      return reply.code(201).send(user);
    },
  );

  app.put(
    '/api/users/:id',
    {
      config: { policy: manage },
      schema: {
        tags,
        summary: 'Updates a user; only the fields the caller may change are accepted',
        params,
        body: updateUserSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => service.update(callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/users/:id',
    {
      config: { policy: manage },
      schema: {
        tags,
        summary: 'Deactivates a user and ends its sessions',
        params,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await service.deactivate(callerOf(request), request.params.id);
      return { message: 'User deactivated successfully' };
    },
  );

  app.delete(
    '/api/users/:id/hard-delete',
    {
      config: { policy: manage },
      schema: {
        tags,
        summary: 'Permanently deletes a user (admins); orders and audit rows are kept, unlinked',
        params,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await service.hardDelete(callerOf(request), request.params.id);
      return { message: 'User permanently deleted' };
    },
  );
};
