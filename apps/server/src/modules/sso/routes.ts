import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { policy } from '@crossover/domain/permissions';
import { writeAudit } from '@/lib/audit.ts';
import { startSession } from '@/plugins/auth.ts';
import { findAuthUserByEmail, recordLogin } from '@/modules/auth/user-repo.ts';
import { registerDevProvider } from './dev-provider-routes.ts';
import { createSsoService } from './service.ts';

/** A sign-in round trip must come back within this time. */
const PENDING_SIGN_IN_MS = 10 * 60 * 1000;

export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const sso = createSsoService(app);
  if (sso.usesDevProvider) {
    if (app.config.production) {
      app.log.warn('OIDC_ISSUER is not set: single sign-on is unavailable in production');
    } else {
      await registerDevProvider(app);
    }
  }
  const ssoAvailable = !sso.usesDevProvider || !app.config.production;

  const failed = (reply: FastifyReply, reason: string) =>
    reply.redirect(`/admin-login?error=${encodeURIComponent(reason)}`);

  const begin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!ssoAvailable) return reply.code(503).send({ message: 'Single sign-on is not configured' });
    const { url, pending } = await sso.beginSignIn();
    await startSession(app, request, reply, { userId: null, oidc: pending });
    return reply.redirect(url);
  };
  const loginRoute = {
    config: { policy: policy.public },
    schema: { tags: ['auth'], summary: 'Starts single sign-on (browser redirect)' },
  };
  app.get('/api/login', loginRoute, begin);
  app.get('/api/oidc/login', loginRoute, begin);

  app.get(
    '/api/oidc/callback',
    {
      config: { policy: policy.public },
      schema: { tags: ['auth'], summary: 'Single sign-on return address' },
    },
    async (request, reply) => {
      const pending = request.session?.data.oidc;
      if (!pending || Date.now() - request.session!.data.createdAt > PENDING_SIGN_IN_MS) {
        return failed(reply, 'expired');
      }
      let email: string;
      try {
        ({ email } = await sso.completeSignIn(new URL(request.url, app.config.publicUrl), pending));
      } catch (err) {
        request.log.warn({ err }, 'single sign-on failed');
        return failed(reply, 'failed');
      }
      const user = await findAuthUserByEmail(app.db, email);
      if (!user || !user.isActive) {
        request.log.warn({ email }, 'single sign-on for an unknown or inactive account');
        return failed(reply, 'no_account');
      }
      await startSession(app, request, reply, { userId: user.id });
      await recordLogin(app.db, user.id);
      await writeAudit(app.db, { actorUserId: user.id, action: 'auth.sso_login', ipAddress: request.ip });
      return reply.redirect('/');
    },
  );
};
