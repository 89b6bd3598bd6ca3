import type { FastifyInstance } from 'fastify';
import { twoFactorApi as api } from '@elevate/shared/contract/two-factor';
import { contractRoutes } from '../../../lib/route.ts';
import { secondFactorOptions } from '../passkeys/authentication.ts';
import type { TwoFactorDeps } from './deps.ts';
import { twoFactorLimits as limits } from './rate-limits.ts';
import {
  disableTotp,
  enableTotp,
  regenerateRecoveryCodes,
  setupTotp,
  twoFactorStatus,
} from './totp-service.ts';
import { verifySecondStep } from './verify-service.ts';

/** /api/auth/2fa/*: the authenticator app, recovery codes and the second sign-in step. */
export async function twoFactorRoutes(app: FastifyInstance, deps: TwoFactorDeps) {
  // Changes are limited per user, the public second step per IP; both after validation.
  const on = contractRoutes(app, []);
  const change = { preHandler: limits.changes };
  const signIn = { preHandler: limits.signIn };

  on(api.status, async (request) => twoFactorStatus(deps, request.userId));

  on(api.setup, async (request) => setupTotp(deps, request.user, request.body.password), change);

  on(api.enable, async (request) => enableTotp(deps, request.userId, request.body.code), change);

  on(
    api.disable,
    async (request) => {
      await disableTotp(deps, request.userId, request.body);
      return { success: true as const };
    },
    change,
  );

  on(
    api.regenerateRecoveryCodes,
    async (request) => regenerateRecoveryCodes(deps, request.userId, request.body.code),
    change,
  );

  on(
    api.verify,
    async (request) => ({ token: await verifySecondStep(deps, request.body) }),
    signIn,
  );

  on(
    api.passkeyOptions,
    async (request) => ({
      options: { ...(await secondFactorOptions(deps, request.body.challenge)) },
    }),
    signIn,
  );
}
