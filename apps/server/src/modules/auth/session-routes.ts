import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  completeOnboardingResponse,
  loginBody,
  logoutResponse,
  registerBody,
  tokenResponse,
  userResponse,
  verifySessionResponse,
} from '@elevate/shared/schemas/auth';
import { signInResponse } from '@elevate/shared/schemas/two-factor';
import { bearerToken, currentUser } from '../../plugins/session.ts';
import { completeOnboarding, getUser, register } from './account-service.ts';
import { refuseCommonPassword } from './common-password.ts';
import type { AuthDeps } from './deps.ts';
import { login } from './login-service.ts';
import { AUTH_MESSAGES as MSG } from './messages.ts';
import { docs, errorResponses as errors } from './openapi.ts';
import { authRateLimits as limits } from './rate-limits.ts';
import { findSessionUser, revokeSession } from './session-store.ts';

export async function sessionRoutes(fastify: FastifyInstance, deps: AuthDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: [app.authenticate] };

  app.post(
    '/api/auth/register',
    {
      preHandler: [limits.register, refuseCommonPassword('password')],
      schema: {
        ...docs.publicWrite,
        summary: 'Create an account; mails a verification link',
        body: registerBody,
        response: { 201: tokenResponse, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ token: await register(deps, request.body) }),
  );

  app.post(
    '/api/auth/login',
    {
      preHandler: limits.login,
      schema: {
        ...docs.publicWrite,
        summary: 'Sign in with e-mail and password (with two-factor on: a challenge, no session)',
        body: loginBody,
        response: { 200: signInResponse, ...errors },
      },
    },
    async (request) => login(deps.db, request.body.email, request.body.password),
  );

  // Works without a live session too: the client clears its token either way.
  app.post(
    '/api/auth/logout',
    {
      schema: {
        ...docs.write,
        summary: 'Revoke the presented session',
        response: { 200: logoutResponse, ...errors },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      const session = token ? await findSessionUser(deps.db, token) : null;
      if (session) await revokeSession(deps.db, session.sessionId);
      return { success: true as const, message: MSG.loggedOut };
    },
  );

  app.get(
    '/api/auth/verify',
    {
      ...auth,
      schema: {
        ...docs.read,
        summary: 'Check the session',
        response: { 200: verifySessionResponse, ...errors },
      },
    },
    async () => ({
      success: true as const,
    }),
  );

  app.get(
    '/api/auth/user',
    {
      ...auth,
      schema: {
        ...docs.read,
        summary: 'The signed-in user',
        response: { 200: userResponse, ...errors },
      },
    },
    async (request) => getUser(deps, currentUser(request).id),
  );

  app.post(
    '/api/auth/complete-onboarding',
    {
      ...auth,
      schema: {
        ...docs.write,
        summary: 'Mark the tour as done',
        response: { 200: completeOnboardingResponse, ...errors },
      },
    },
    async (request) => {
      await completeOnboarding(deps, currentUser(request).id);
      return { success: true as const };
    },
  );
}
