import type { FastifyInstance } from 'fastify';
import { passkeysApi as api } from '@elevate/shared/contract/passkeys';
import { notFound } from '../../../lib/errors.ts';
import { contractRoutes } from '../../../lib/route.ts';
import type { TwoFactorDeps } from '../two-factor/deps.ts';
import { TWO_FACTOR_MESSAGES as MSG } from '../two-factor/messages.ts';
import { twoFactorLimits as limits } from '../two-factor/rate-limits.ts';
import { signInOptions, signInWithPasskey } from './authentication.ts';
import { deletePasskey, listPasskeys } from './passkey-store.ts';
import { registerPasskey, registrationOptions } from './registration.ts';

/** /api/auth/passkeys: register, list and remove passkeys; sign in with one. */
export async function passkeyRoutes(app: FastifyInstance, deps: TwoFactorDeps) {
  // Changes are limited per user, the public sign-in per IP; both after validation.
  const on = contractRoutes(app, []);
  const change = { preHandler: limits.changes };
  const signIn = { preHandler: limits.signIn };

  on(api.list, async (request) => ({ passkeys: await listPasskeys(deps.db, request.userId) }));

  on(
    api.registrationOptions,
    async (request) => ({
      options: { ...(await registrationOptions(deps, request.user, request.body.password)) },
    }),
    change,
  );

  on(
    api.register,
    async (request, reply) => {
      const { name, response } = request.body;
      const created = await registerPasskey(deps, request.userId, name, response);
      return reply.code(201).send(created);
    },
    change,
  );

  on(api.remove, async (request) => {
    if (!(await deletePasskey(deps.db, request.userId, request.params.id))) {
      throw notFound(MSG.passkeyNotFound);
    }
    return { success: true as const };
  });

  on(api.signInOptions, async () => ({ options: { ...(await signInOptions(deps)) } }), signIn);

  on(
    api.signIn,
    async (request) => ({ token: await signInWithPasskey(deps, request.body.response) }),
    signIn,
  );
}
