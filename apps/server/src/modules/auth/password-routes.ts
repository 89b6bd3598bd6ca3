import type { FastifyInstance } from 'fastify';
import { passwordApi as api } from '@elevate/shared/contract/auth';
import { contractRoutes } from '../../lib/route.ts';
import { refuseCommonPassword } from './common-password.ts';
import type { AuthDeps } from './deps.ts';
import {
  changePassword,
  checkResetToken,
  requestPasswordReset,
  resetPassword,
} from './password-service.ts';
import { authRateLimits as limits } from './rate-limits.ts';

export async function passwordRoutes(app: FastifyInstance, deps: AuthDeps) {
  // The limits run after validation (preHandler): per IP on the public calls, per user
  // on a change, which costs two argon2 runs.
  const on = contractRoutes(app, []);

  on(
    api.resetRequest,
    async (request) => ({ message: requestPasswordReset(deps, request.body.email) }),
    { preHandler: limits.resetRequest },
  );

  on(
    api.resetVerify,
    async (request) => {
      await checkResetToken(deps, request.body.token);
      return { valid: true };
    },
    { preHandler: limits.reset },
  );

  on(
    api.reset,
    async (request) => ({
      message: await resetPassword(deps, request.body.token, request.body.password, {
        removePasskeys: request.body.removePasskeys ?? false,
      }),
    }),
    { preHandler: [limits.reset, refuseCommonPassword('password')] },
  );

  on(
    api.change,
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const changed = await changePassword(deps, request.user, currentPassword, newPassword);
      return { success: true as const, ...changed };
    },
    { preHandler: [limits.changePassword, refuseCommonPassword('newPassword')] },
  );
}
