import { randomBytes } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { Db } from '@/db/database.ts';
import { findAuthUserById } from '@/modules/auth/user-repo.ts';
import { renderLogoutPage } from './interaction-page.ts';
import { POST_LOGOUT_PATH } from './paths.ts';

/**
 * The development identity provider bundled for the embedded default, so single sign-on works
 * out of the box. It authenticates the accounts in our own users table (the demo admin among
 * them). Production points OIDC_ISSUER at a real provider and never starts this one.
 */
export const DEV_CLIENT = { id: 'crossover-dev', secret: 'crossover-dev-only-secret' } as const;
export const DEV_ISSUER_PATH = '/oidc';

export function devIssuer(publicUrl: string): string {
  return `${publicUrl}${DEV_ISSUER_PATH}`;
}

export async function createDevProvider(db: Db, publicUrl: string): Promise<Provider> {
  // Loaded only when the provider is started: it is the heaviest library the app imports, and
  // production and most tests never start it.
  const { default: OidcProvider } = await import('oidc-provider');
  const provider = new OidcProvider(devIssuer(publicUrl), {
    clients: [
      {
        client_id: DEV_CLIENT.id,
        client_secret: DEV_CLIENT.secret,
        redirect_uris: [`${publicUrl}/api/oidc/callback`],
        post_logout_redirect_uris: [`${publicUrl}${POST_LOGOUT_PATH}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // Our logout ends this provider's session too (RP-initiated logout), without a question.
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.body = renderLogoutPage(form);
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${DEV_ISSUER_PATH}/interaction/${interaction.uid}` },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    async findAccount(_ctx, id) {
      const user = await findAuthUserById(db, id);
      if (!user || !user.isActive) return undefined;
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: user.email,
            email_verified: true,
            given_name: user.firstName ?? undefined,
            family_name: user.lastName ?? undefined,
          };
        },
      };
    },
  });
  return provider;
}
