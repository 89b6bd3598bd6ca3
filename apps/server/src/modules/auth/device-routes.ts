import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { revokeOthersResponse, sessionsResponse } from '@elevate/shared/schemas/account';
import { errorMessage, idParams, successResponse } from '@elevate/shared/schemas/common';
import { currentUser } from '../../plugins/session.ts';
import type { AuthDeps } from './deps.ts';
import { listSessions, revokeOtherSessions, revokeOwnSession } from './device-sessions.ts';
import { docs, errorResponses } from './openapi.ts';

const errors = { ...errorResponses, 404: errorMessage };

/** Signed-in devices (docs/product/settings.md): the user's sessions, and signing them out. */
export async function deviceRoutes(fastify: FastifyInstance, deps: AuthDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = [app.authenticate];

  app.get(
    '/api/auth/sessions',
    {
      onRequest,
      schema: {
        ...docs.read,
        summary: 'The signed-in devices: live sessions with browser and system',
        response: { 200: sessionsResponse, ...errors },
      },
    },
    async (request) => ({ sessions: await listSessions(deps.db, currentUser(request)) }),
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      onRequest,
      schema: {
        ...docs.write,
        summary: "Sign out one of the user's sessions (404 for any other id)",
        params: idParams,
        response: { 200: successResponse, ...errors },
      },
    },
    async (request) => {
      await revokeOwnSession(deps.db, currentUser(request).id, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/sessions/revoke-others',
    {
      onRequest,
      schema: {
        ...docs.write,
        summary: 'Sign out every other session of the user',
        response: { 200: revokeOthersResponse, ...errors },
      },
    },
    async (request) => ({ revoked: await revokeOtherSessions(deps.db, currentUser(request)) }),
  );
}
