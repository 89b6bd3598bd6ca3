import type { FastifyInstance, FastifyReply } from 'fastify';
import { providerSignInApi as api } from '@elevate/shared/contract/provider-sign-in';
import type { LoginErrorCode } from '@elevate/shared/schemas/auth';
import { badRequest } from '../../../lib/errors.ts';
import { contractRoutes } from '../../../lib/route.ts';
import { AUTH_MESSAGES as MSG } from '../messages.ts';
import { afterFirstStep } from '../two-factor/first-step.ts';
import { findOrCreateProviderUser } from './link-account.ts';
import { keepBrowserKey, setFlowCookie, takeBrowserKey, takeFlowCookie } from './flow-cookie.ts';
import { createOidcClient } from './oidc-client.ts';
import { issueSignInCode, redeemSignInCode } from './sign-in-codes.ts';

export const GOOGLE_CALLBACK_PATH = api.callback.path;

/** Sign-in with Google, or any OpenID Connect provider at OIDC_ISSUER. */
export async function googleRoutes(app: FastifyInstance) {
  // Public calls, with no per-user limit: the user is known only once the provider answers.
  const on = contractRoutes(app, []);
  const { APP_URL, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, OIDC_ISSUER } = app.config;
  const redirectUri = `${APP_URL}${GOOGLE_CALLBACK_PATH}`;
  const secure = APP_URL.startsWith('https://');
  const client = GOOGLE_CLIENT_ID
    ? createOidcClient({
        issuer: OIDC_ISSUER,
        clientId: GOOGLE_CLIENT_ID,
        clientSecret: GOOGLE_CLIENT_SECRET,
        redirectUri,
      })
    : null;
  const fail = (reply: FastifyReply, error: LoginErrorCode) =>
    reply.redirect(`${APP_URL}/login?error=${error}`);

  on(api.start, async (request, reply) => {
    if (!client) {
      request.log.warn(
        'Google sign-in is not configured: set GOOGLE_CLIENT_ID (and GOOGLE_CLIENT_SECRET)',
      );
      return fail(reply, 'oauth_failed');
    }
    try {
      const { url, flow } = await client.start();
      setFlowCookie(reply, flow, secure);
      return reply.redirect(url);
    } catch (err) {
      request.log.warn({ err, issuer: OIDC_ISSUER }, 'OpenID provider discovery failed');
      return fail(reply, 'oauth_failed');
    }
  });

  on(api.callback, async (request, reply) => {
    const flow = takeFlowCookie(request, reply);
    const { state, error } = request.query;
    if (!client || !flow || error || !state || state !== flow.state) {
      request.log.info({ error, hasFlow: Boolean(flow) }, 'provider callback refused');
      return fail(reply, 'oauth_failed');
    }
    const callbackUrl = new URL(redirectUri);
    callbackUrl.search = request.url.split('?')[1] ?? '';
    let identity;
    try {
      identity = await client.finish(callbackUrl, flow);
    } catch (err) {
      request.log.warn({ err }, 'provider token exchange failed');
      return fail(reply, 'token_error');
    }
    try {
      const found = await findOrCreateProviderUser(app.db, identity);
      if (found.userId === null) {
        request.log.info(
          { subject: identity.subject, reason: found.reason },
          'provider sign-in refused',
        );
        return fail(reply, 'oauth_failed');
      }
      if (found.tookOver) {
        request.log.warn(
          { userId: found.userId, subject: identity.subject },
          'provider sign-in took over an account with an unproven e-mail: its credentials and sessions removed',
        );
      }
      // The session token never travels in a URL: the app trades this code for it.
      const code = await issueSignInCode(app.db, found.userId, flow.browser);
      keepBrowserKey(reply, flow.browser, secure);
      return reply.redirect(
        `${APP_URL}/auth/callback?token=${encodeURIComponent(code)}&provider=google`,
      );
    } catch (err) {
      request.log.error({ err }, 'provider sign-in failed after the token exchange');
      return fail(reply, 'callback_error');
    }
  });

  on(api.exchange, async (request, reply) => {
    const browser = takeBrowserKey(request, reply);
    const userId = browser ? await redeemSignInCode(app.db, request.body.code, browser) : null;
    if (!userId) {
      request.log.info({ hasBrowserKey: Boolean(browser) }, 'sign-in code refused');
      throw badRequest(MSG.invalidSignInCode);
    }
    // With two-factor on, the provider was the first step only (decision 0028).
    return afterFirstStep(app.db, userId, { viaProvider: true });
  });
}
