import type { FastifyInstance } from 'fastify';
import { sessionApi as api } from '@elevate/shared/contract/auth';
import { contractRoutes } from '../../lib/route.ts';
import { bearerToken } from '../../plugins/session.ts';
import { completeOnboarding, getUser, register } from './account-service.ts';
import { refuseCommonPassword } from './common-password.ts';
import type { AuthDeps } from './deps.ts';
import { login } from './login-service.ts';
import { AUTH_MESSAGES as MSG } from './messages.ts';
import { authRateLimits as limits } from './rate-limits.ts';
import { findSessionUser, revokeSession } from './session-store.ts';

export async function sessionRoutes(app: FastifyInstance, deps: AuthDeps) {
  // Signed-in auth calls carry no per-user data limit; the public ones are limited per IP
  // after validation, so a malformed body does not spend the client's budget.
  const on = contractRoutes(app, []);

  on(
    api.register,
    async (request, reply) => reply.code(201).send({ token: await register(deps, request.body) }),
    { preHandler: [limits.register, refuseCommonPassword('password')] },
  );

  on(api.login, async (request) => login(deps.db, request.body.email, request.body.password), {
    preHandler: limits.login,
  });

  on(api.logout, async (request) => {
    const token = bearerToken(request);
    const session = token ? await findSessionUser(deps.db, token) : null;
    if (session) await revokeSession(deps.db, session.sessionId);
    return { success: true as const, message: MSG.loggedOut };
  });

  on(api.verify, async () => ({ success: true as const }));

  on(api.user, async (request) => getUser(deps, request.userId));

  on(api.completeOnboarding, async (request) => {
    await completeOnboarding(deps, request.userId);
    return { success: true as const };
  });
}
