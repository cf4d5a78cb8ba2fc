import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeReturnTo } from '@crossover/domain/sign-in';
import { policy } from '@crossover/domain/permissions';
import { endSession, startSession } from '@/plugins/auth.ts';
import {
  isCrossSite,
  lastSignInMethod,
  rememberSignInMethod,
  requestedReturnTo,
  signInPage,
} from '@/modules/auth/sign-in-flow.ts';
import { registerDevProvider } from './dev-provider-routes.ts';
import { POST_LOGOUT_PATH } from './paths.ts';
import { type VerifiedIdentity, createSsoService } from './service.ts';
import { type SsoRefusal, recordSsoSignIn, resolveSsoAccount } from './sso-account.ts';

/** A sign-in round trip must come back within this time. */
const PENDING_SIGN_IN_MS = 10 * 60 * 1000;
const REFUSALS = new Set<string>(['not_sso', 'no_account', 'unverified', 'linked_elsewhere', 'failed']);

export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const sso = createSsoService(app.context);
  if (sso.usesDevProvider) {
    if (app.config.production) {
      app.log.warn('OIDC_ISSUER is not set: single sign-on is unavailable in production');
    } else if (app.config.devIdentityProvider) {
      await registerDevProvider(app);
    }
  }
  const ssoAvailable = !sso.usesDevProvider || !app.config.production;

  const failed = (reply: FastifyReply, reason: SsoRefusal | 'expired' | 'unavailable') =>
    reply.redirect(`/admin-login?error=${encodeURIComponent(reason)}`);

  const beginSso = async (
    request: FastifyRequest,
    reply: FastifyReply,
    returnTo: string | null,
    askAgain = false,
  ) => {
    if (!ssoAvailable) return reply.code(503).send({ message: 'Single sign-on is not configured' });
    let started: Awaited<ReturnType<typeof sso.beginSignIn>>;
    try {
      started = await sso.beginSignIn(returnTo, askAgain);
    } catch (err) {
      request.log.error({ err }, 'the identity provider cannot be reached');
      return failed(reply, 'unavailable');
    }
    const { url, pending } = started;
    await startSession(app, request, reply, { userId: null, oidc: pending });
    return reply.redirect(url);
  };

  const loginRoute = (summary: string) => ({
    config: { policy: policy.public },
    schema: { tags: ['auth'], summary },
  });

  // Where a lost session signs in again: business users on /business-login (the default), those
  // who last signed in by SSO straight at the provider; then back to ?returnTo=.
  app.get(
    '/api/login',
    loginRoute('Sends the browser to where its user signs in, then back to ?returnTo='),
    async (request, reply) => {
      const returnTo = requestedReturnTo(request);
      // A live session is never replaced, so another site cannot sign anyone out through here.
      if (request.actor) return reply.redirect(returnTo ?? '/');
      const method = lastSignInMethod(request);
      if (method === 'sso' && ssoAvailable && !isCrossSite(request, app.config)) {
        return beginSso(request, reply, returnTo);
      }
      return reply.redirect(signInPage(method === 'sso' ? '/admin-login' : '/business-login', returnTo));
    },
  );

  // 'Authenticate as Administrator': always single sign-on, but only started from this site.
  app.get(
    '/api/oidc/login',
    loginRoute('Starts single sign-on (browser redirect), then back to ?returnTo='),
    async (request, reply) => {
      const returnTo = requestedReturnTo(request);
      if (request.actor) return reply.redirect(returnTo ?? '/');
      if (isCrossSite(request, app.config)) return reply.redirect(signInPage('/admin-login', returnTo));
      // After a refused sign-in: a provider without RP-initiated logout still has that session.
      const askAgain = (request.query as { prompt?: unknown }).prompt === 'login';
      return beginSso(request, reply, returnTo, askAgain);
    },
  );

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
      let identity: VerifiedIdentity;
      try {
        identity = await sso.completeSignIn(new URL(request.url, app.config.publicUrl), pending);
      } catch (err) {
        request.log.warn({ err }, 'single sign-on failed');
        return failed(reply, 'failed');
      }
      const outcome = await resolveSsoAccount(app.db, identity);
      if ('user' in outcome && (await recordSsoSignIn(app.db, outcome.user, identity, request.ip))) {
        await startSession(app, request, reply, { userId: outcome.user.id, idToken: identity.idToken });
        rememberSignInMethod(reply, app.config, 'sso');
        return reply.redirect(safeReturnTo(pending.returnTo) ?? '/');
      }
      // Refused, or another first sign-in linked the account a moment earlier.
      const reason = 'refused' in outcome ? outcome.refused : 'failed';
      request.log.warn(
        { subject: identity.subject, email: identity.email, reason },
        'single sign-on refused',
      );
      await endSession(app, request, reply);
      // The provider did sign this person in: end that too, or the next 'Authenticate as
      // Administrator' would come straight back here as the same refused account.
      const endSessionUrl = await sso.endSessionUrl(identity.idToken, reason);
      return endSessionUrl ? reply.redirect(endSessionUrl) : failed(reply, reason);
    },
  );

  // The provider's session has ended (RP-initiated logout): say why on the matching page.
  app.get(
    POST_LOGOUT_PATH,
    {
      config: { policy: policy.public },
      schema: { tags: ['auth'], summary: 'Return address after the provider ended its session' },
    },
    async (request, reply) => {
      const { state } = request.query as { state?: unknown };
      if (typeof state === 'string' && REFUSALS.has(state)) {
        return reply.redirect(`/admin-login?error=${encodeURIComponent(state)}`);
      }
      return reply.redirect('/business-login?logout=success');
    },
  );
};
