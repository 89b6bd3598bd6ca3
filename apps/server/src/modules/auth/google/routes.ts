import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LoginErrorCode } from '@elevate/shared/schemas/auth';
import { docs } from '../openapi.ts';
import { createSession } from '../session-store.ts';
import { findOrCreateProviderUser } from './link-account.ts';
import { setFlowCookie, takeFlowCookie } from './flow-cookie.ts';
import { createOidcClient } from './oidc-client.ts';

export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';

const callbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

/** Sign-in with Google, or any OpenID Connect provider at OIDC_ISSUER. */
export async function googleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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

  app.get(
    '/api/auth/google',
    { schema: { ...docs.redirect, summary: 'Start sign-in with Google (redirect)' } },
    async (request, reply) => {
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
    },
  );

  app.get(
    GOOGLE_CALLBACK_PATH,
    {
      schema: {
        ...docs.redirect,
        summary: 'Return point of the provider sign-in',
        querystring: callbackQuery,
      },
    },
    async (request, reply) => {
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
        const userId = await findOrCreateProviderUser(app.db, identity);
        if (!userId) {
          request.log.info(
            { subject: identity.subject },
            'provider identity matches no account it may use',
          );
          return fail(reply, 'oauth_failed');
        }
        const token = await createSession(app.db, userId);
        return reply.redirect(
          `${APP_URL}/auth/callback?token=${encodeURIComponent(token)}&provider=google`,
        );
      } catch (err) {
        request.log.error({ err }, 'provider sign-in failed after the token exchange');
        return fail(reply, 'callback_error');
      }
    },
  );
}
