import * as oidc from 'openid-client';
import type { AppContext } from '@/context.ts';
import { DEV_CLIENT, devIssuer } from './dev-provider.ts';
import { POST_LOGOUT_PATH } from './paths.ts';

export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The page to open after signing in (already checked by safeReturnTo). */
  returnTo?: string;
}

export interface VerifiedIdentity {
  /** The provider's stable id for the person: what a linked account is matched on. */
  subject: string;
  email: string;
  /** Only a verified email may link an account the first time. */
  emailVerified: boolean;
  /** Kept in the session as the id_token_hint of RP-initiated logout. */
  idToken: string;
}

/**
 * The single sign-on client: authorization code flow with PKCE, state and nonce, against the
 * configured issuer or — in the embedded default — the bundled development provider.
 */
export function createSsoService({ config: appConfig }: Pick<AppContext, 'config'>) {
  const redirectUri = `${appConfig.publicUrl}/api/oidc/callback`;
  const usesDevProvider = !appConfig.oidc;
  // Discovery result, derived from the issuer; safe to keep per process.
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= (
      appConfig.oidc
        ? oidc.discovery(new URL(appConfig.oidc.issuer), appConfig.oidc.clientId, appConfig.oidc.clientSecret)
        : oidc.discovery(
            new URL(devIssuer(appConfig.publicUrl)),
            DEV_CLIENT.id,
            DEV_CLIENT.secret,
            undefined,
            {
              // Only the local development issuer may be plain http.
              execute: [oidc.allowInsecureRequests],
            },
          )
    ).catch((err: unknown) => {
      discovered = undefined;
      throw err;
    });
    return discovered;
  }

  /** `askAgain` asks the provider for credentials even if it still has a session (prompt=login). */
  async function beginSignIn(
    returnTo: string | null,
    askAgain = false,
  ): Promise<{ url: string; pending: PendingSignIn }> {
    const config = await configuration();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const pending: PendingSignIn = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier };
    if (returnTo) pending.returnTo = returnTo;
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
      ...(askAgain ? { prompt: 'login' } : {}),
    });
    return { url: url.href, pending };
  }

  async function completeSignIn(callbackUrl: URL, pending: PendingSignIn): Promise<VerifiedIdentity> {
    const config = await configuration();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('The identity provider sent no ID token');
    // Many providers put email only in userinfo; the subject must match the ID token's.
    const claims =
      typeof idClaims.email === 'string'
        ? idClaims
        : await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    if (typeof claims.email !== 'string') throw new Error('The identity provider sent no email');
    const idToken = tokens.id_token;
    if (!idToken) throw new Error('The identity provider sent no ID token');
    return {
      subject: idClaims.sub,
      email: claims.email.toLowerCase(),
      emailVerified: claims.email_verified === true,
      idToken,
    };
  }

  /**
   * The provider's logout address that ends its session too and comes back to POST_LOGOUT_PATH
   * with `state`, or null when the provider offers no end_session_endpoint.
   */
  async function endSessionUrl(idToken: string, state: string): Promise<string | null> {
    let config: oidc.Configuration;
    try {
      config = await configuration();
    } catch {
      return null;
    }
    if (!config.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(config, {
      id_token_hint: idToken,
      post_logout_redirect_uri: `${appConfig.publicUrl}${POST_LOGOUT_PATH}`,
      state,
    }).href;
  }

  return { beginSignIn, completeSignIn, endSessionUrl, usesDevProvider, redirectUri };
}
