import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  currentUserSchema,
  errorBodySchema,
  loginRequestSchema,
  messageSchema,
  resetPasswordRequestSchema,
} from '@crossover/domain/auth';
import { MESSAGES } from '@crossover/domain/messages';
import { policy } from '@crossover/domain/permissions';
import { unauthorized } from '@/lib/errors.ts';
import { writeAudit } from '@/lib/audit.ts';
import { endSession, startSession } from '@/plugins/auth.ts';
import { createAuthService, toCurrentUser } from './service.ts';

const tags = ['auth'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuthService(app);

  app.get(
    '/api/auth/user',
    {
      config: { policy: policy.authenticated, allowDuringPasswordChange: true },
      schema: {
        tags,
        summary: 'The signed-in (or emulated) user',
        response: { 200: currentUserSchema, 401: errorBodySchema },
      },
    },
    async (request) => toCurrentUser(request.auth!),
  );

  app.post(
    '/api/auth/traditional/login',
    {
      config: { policy: policy.public },
      schema: {
        tags,
        summary: 'Business user sign-in',
        body: loginRequestSchema,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await service.login(request.body, request.ip);
      await startSession(app, request, reply, { userId: user.id });
      return toCurrentUser({ user, realUser: user, isEmulating: false });
    },
  );

  app.get(
    '/api/logout',
    {
      config: { policy: policy.public },
      schema: { tags, summary: 'Ends the session', response: { 200: messageSchema } },
    },
    async (request, reply) => {
      const userId = request.auth?.realUser.id;
      await endSession(app, request, reply);
      if (userId)
        await writeAudit(app.db, { actorUserId: userId, action: 'auth.logout', ipAddress: request.ip });
      return { message: 'Logged out' };
    },
  );

  app.post(
    '/api/auth/traditional/reset-password',
    {
      config: { policy: policy.public },
      schema: {
        tags,
        summary: 'Mails a reset link',
        body: resetPasswordRequestSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await service.requestPasswordReset(request.body.email, request.ip);
      return { message: MESSAGES.resetNeutral };
    },
  );

  app.post(
    '/api/auth/traditional/change-password',
    {
      // Public so the reset link works signed out; without a token the service needs a session.
      config: { policy: policy.public, allowDuringPasswordChange: true },
      schema: {
        tags,
        summary: 'Changes the password: signed in, or with a reset token',
        body: changePasswordRequestSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, newPassword } = request.body;
      if (token) {
        await service.resetPasswordWithToken(token, newPassword, request.ip);
        return { message: 'Password updated. You can now sign in with your new password.' };
      }
      if (!request.auth || !request.session) throw unauthorized();
      await service.changeOwnPassword(request.auth, request.session.sid, request.body, request.ip);
      // A fresh session id after a credential change.
      await startSession(app, request, reply, { userId: request.auth.realUser.id });
      return { message: 'Password changed successfully' };
    },
  );
};
