import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@crossover/domain/auth';
import { policy } from '@crossover/domain/permissions';
import {
  registerUserSchema,
  updateUserSchema,
  userSchema,
  userStatsSchema,
  usersPageQuerySchema,
  usersPageSchema,
} from '@crossover/domain/users';
import { actorRoutes, errorResponses, idParams as params } from '@/lib/route.ts';
import { createUsersService } from './service.ts';

const tags = ['users'];
const errors = errorResponses(400, 401, 403, 404, 409);

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUsersService(app.context);
  const route = actorRoutes(app);
  const manage = policy.capability('users.manage');

  route.get(
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
    (actor, request) => service.listPage(actor, request.query),
  );

  route.get(
    '/api/users/stats',
    {
      config: { policy: manage },
      schema: {
        tags,
        summary: 'Counts for the User Management summary cards',
        response: { 200: userStatsSchema, ...errors },
      },
    },
    (actor) => service.stats(actor),
  );

  route.post(
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
    async (actor, request, reply) => {
      const user = await service.register(actor, request.body);
      return reply.code(201).send(user);
    },
  );

  route.put(
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
    (actor, request) => service.update(actor, request.params.id, request.body),
  );

  route.delete(
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
    async (actor, request) => {
      await service.deactivate(actor, request.params.id);
      return { message: 'User deactivated successfully' };
    },
  );

  route.delete(
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
    async (actor, request) => {
      await service.hardDelete(actor, request.params.id);
      return { message: 'User permanently deleted' };
    },
  );
};
