import type { FastifyInstance } from 'fastify';
import { devicesApi as api } from '@elevate/shared/contract/auth';
import { contractRoutes } from '../../lib/route.ts';
import type { AuthDeps } from './deps.ts';
import { listSessions, revokeOtherSessions, revokeOwnSession } from './device-sessions.ts';

/** Signed-in devices (docs/product/settings.md): the user's sessions, and signing them out. */
export async function deviceRoutes(app: FastifyInstance, deps: AuthDeps) {
  // Signed in only; these calls carry no per-user data limit.
  const on = contractRoutes(app, []);

  on(api.list, async (request) => ({ sessions: await listSessions(deps.db, request.user) }));

  on(api.revoke, async (request) => {
    await revokeOwnSession(deps.db, request.userId, request.params.id);
    return { success: true as const };
  });

  on(api.revokeOthers, async (request) => ({
    revoked: await revokeOtherSessions(deps.db, request.user),
  }));
}
