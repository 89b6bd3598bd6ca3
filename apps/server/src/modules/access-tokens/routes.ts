import type { FastifyInstance } from 'fastify';
import { accessTokensApi as api } from '@elevate/shared/contract/access-tokens';
import { notFound } from '../../lib/errors.ts';
import { contractRoutes } from '../../lib/route.ts';
import { twoFactorLimits as limits } from '../auth/two-factor/rate-limits.ts';
import type { NoticeDeps } from '../auth/security-notices.ts';
import { createAccessToken, listAccessTokens, revokeAccessToken } from './token-service.ts';

export const TOKEN_NOT_FOUND = 'Access token not found';

/** /api/tokens: a signed-in person lists, creates and revokes their access tokens. */
export async function accessTokenRoutes(app: FastifyInstance, deps: NoticeDeps) {
  const on = contractRoutes(app, []);

  on(api.list, async (request) => ({ tokens: await listAccessTokens(deps.db, request.userId) }));

  // Limited per user like the other credential changes: a creation may run argon2.
  on(
    api.create,
    async (request, reply) =>
      reply.code(201).send(await createAccessToken(deps, request.user, request.body)),
    { preHandler: limits.changes },
  );

  on(api.revoke, async (request) => {
    if (!(await revokeAccessToken(deps.db, request.userId, request.params.id))) {
      throw notFound(TOKEN_NOT_FOUND);
    }
    return { success: true as const };
  });
}
