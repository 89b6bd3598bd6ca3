import type * as Oidc from 'openid-client';
import { loadOnce } from '../../../lib/load-once.ts';

/** openid-client, loaded by the first sign-in through the provider. */
const openidClient = loadOnce(() => import('openid-client'));

export interface OidcFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

export interface OidcClient {
  start(): Promise<{ url: string; flow: OidcFlow }>;
  finish(callbackUrl: URL, flow: OidcFlow): Promise<OidcIdentity>;
}

interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  redirectUri: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

const asString = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

/** Authorization code flow with PKCE (S256), state and nonce, against any OpenID provider. */
export function createOidcClient(options: OidcClientOptions): OidcClient {
  let configuration: Promise<Oidc.Configuration> | undefined;
  const issuer = new URL(options.issuer);
  // Plain http only for a provider on this machine (development and tests).
  const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);

  function discover(): Promise<Oidc.Configuration> {
    configuration ??= openidClient()
      .then((oidc) =>
        oidc.discovery(issuer, options.clientId, options.clientSecret, undefined, {
          execute: insecure ? [oidc.allowInsecureRequests] : [],
        }),
      )
      .catch((err: unknown) => {
        configuration = undefined; // retry discovery on the next sign-in
        throw err;
      });
    return configuration;
  }

  return {
    async start() {
      const [oidc, config] = await Promise.all([openidClient(), discover()]);
      const flow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url: url.href, flow };
    },

    async finish(callbackUrl, flow) {
      const [oidc, config] = await Promise.all([openidClient(), discover()]);
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider returned no ID token');
      // Providers that keep the ID token lean (the spec's default) give the e-mail at userinfo.
      const profile: Record<string, unknown> =
        typeof claims.email === 'string'
          ? claims
          : await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      return {
        subject: claims.sub,
        email: asString(profile.email)?.toLowerCase(),
        emailVerified: profile.email_verified === true || profile.email_verified === 'true',
        name: asString(profile.name),
      };
    },
  };
}
