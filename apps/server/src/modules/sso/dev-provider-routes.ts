import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '@crossover/domain/messages';
import { checkPassword } from '@/modules/auth/password-check.ts';
import { DEV_ISSUER_PATH, createDevProvider } from './dev-provider.ts';
import { AUTO_SUBMIT_SCRIPT, AUTO_SUBMIT_SCRIPT_PATH, renderInteractionPage } from './interaction-page.ts';

const loginForm = z.object({ email: z.string().trim().max(320), password: z.string().max(256) });

/** Mounts the bundled identity provider at /oidc, with our own sign-in page for it. */
export async function registerDevProvider(app: FastifyInstance): Promise<void> {
  const provider = await createDevProvider(app.db, app.config.publicUrl);
  const callback = provider.callback();

  // The provider's own endpoints read the raw request body themselves: leave the stream alone.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handle = async (
      request: { raw: IncomingMessage; url: string },
      reply: { hijack(): void; raw: unknown },
    ) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = request.url;
      raw.url = request.url.slice(DEV_ISSUER_PATH.length) || '/';
      await callback(raw, reply.raw as never);
    };
    scope.all(DEV_ISSUER_PATH, handle);
    scope.all(`${DEV_ISSUER_PATH}/*`, handle);
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get(AUTO_SUBMIT_SCRIPT_PATH, async (_request, reply) =>
      reply.type('text/javascript').send(AUTO_SUBMIT_SCRIPT),
    );

    scope.get<{ Params: { uid: string } }>(`${DEV_ISSUER_PATH}/interaction/:uid`, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return reply.type('text/html').send(renderInteractionPage({ uid: details.uid }));
    });

    scope.post<{ Params: { uid: string } }>(
      `${DEV_ISSUER_PATH}/interaction/:uid/login`,
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const form = loginForm.safeParse(request.body);
        const email = form.success ? form.data.email : '';
        // The business login's check: the same counted-first limits and the same time for any email.
        const check = form.success
          ? await checkPassword(app.db, email, form.data.password, request.ip)
          : ({ outcome: 'invalid' } as const);
        if (check.outcome === 'limited') {
          return reply
            .code(429)
            .header('retry-after', String(check.retryAfter))
            .type('text/html')
            .send(renderInteractionPage({ uid: details.uid, email, error: MESSAGES.tooManyAttempts }));
        }
        const user = check.outcome === 'ok' && check.user.isActive ? check.user : null;
        if (!user) {
          return reply
            .code(401)
            .type('text/html')
            .send(renderInteractionPage({ uid: details.uid, email, error: MESSAGES.invalidCredentials }));
        }
        // Development provider: consent is implied for our own client.
        const grant = new provider.Grant({ accountId: user.id, clientId: String(details.params.client_id) });
        grant.addOIDCScope('openid email profile');
        const grantId = await grant.save();
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: user.id }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });
}
