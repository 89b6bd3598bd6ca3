import type { FastifyInstance } from 'fastify';
import { verificationApi as api } from '@elevate/shared/contract/auth';
import { contractRoutes } from '../../lib/route.ts';
import type { AuthDeps } from './deps.ts';
import { authRateLimits as limits } from './rate-limits.ts';
import { resendVerification, verifyEmail } from './verification-service.ts';

export async function emailRoutes(app: FastifyInstance, deps: AuthDeps) {
  // Public calls: limited per IP after validation, so a malformed body costs nothing.
  const on = contractRoutes(app, []);

  on(
    api.verifyEmail,
    async (request) => ({ message: await verifyEmail(deps, request.body.token) }),
    {
      preHandler: limits.verify,
    },
  );

  on(
    api.sendVerification,
    async (request) => ({ message: resendVerification(deps, request.body.email) }),
    { preHandler: limits.resend },
  );
}
