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
import { SESSION_PROBE_HEADER, logoutAnswerSchema } from '@crossover/domain/sign-in';
import { AppError, unauthorized } from '@/lib/errors.ts';
import { endSession, startSession } from '@/plugins/auth.ts';
import { createSsoService } from '@/modules/sso/service.ts';
import { createAuthService, toCurrentUser } from './service.ts';
import { isCrossSite, rememberSignInMethod } from './sign-in-flow.ts';

const tags = ['auth'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuthService(app.context);
  app.addHook('onClose', () => service.settle());
  const sso = createSsoService(app.context);

  app.get(
    '/api/auth/user',
    {
      // Public so that the web app's probe (header X-Session-Probe: 1) learns "signed out"
      // without a 401, which every browser logs as an error; anyone else still gets the 401.
      config: { policy: policy.public, allowDuringPasswordChange: true },
      schema: {
        tags,
        summary: 'The signed-in (or emulated) user; null instead of 401 with X-Session-Probe: 1',
        response: { 200: currentUserSchema.nullable(), 401: errorBodySchema },
      },
    },
    async (request) => {
      if (request.actor) return toCurrentUser(request.actor);
      if (request.headers[SESSION_PROBE_HEADER] === '1') return null;
      throw unauthorized();
    },
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
      rememberSignInMethod(reply, app.config, 'business');
      return toCurrentUser({ user, realUser: user, isEmulating: false });
    },
  );

  app.get(
    '/api/logout',
    {
      config: { policy: policy.public },
      schema: {
        tags,
        summary: 'Ends the session; after single sign-on, endSessionUrl ends the provider session too',
        response: { 200: logoutAnswerSchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      // The spec keeps logout a GET: refuse it from another site, as writes are refused.
      if (isCrossSite(request, app.config)) throw new AppError(403, 'Cross-site requests are not allowed');
      const idToken = request.session?.data.idToken;
      await service.logout(request.actor, (tx) => endSession(app, request, reply, tx));
      const endSessionUrl = idToken ? await sso.endSessionUrl(idToken, 'logout') : null;
      return endSessionUrl ? { message: 'Logged out', endSessionUrl } : { message: 'Logged out' };
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
      if (!request.actor || !request.session) throw unauthorized();
      await service.changeOwnPassword(request.actor, request.session.sid, request.body);
      // A fresh session id after a credential change.
      await startSession(app, request, reply, { userId: request.actor.realUser.id });
      return { message: 'Password changed successfully' };
    },
  );
};
