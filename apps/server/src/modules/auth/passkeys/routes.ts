import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tokenResponse } from '@elevate/shared/schemas/auth';
import { idParams, successResponse } from '@elevate/shared/schemas/common';
import {
  optionsResponse,
  passkeyListResponse,
  passkeyRegisterBody,
  passkeyRegistrationOptionsBody,
  passkeySchema,
  passkeySignInBody,
} from '@elevate/shared/schemas/two-factor';
import { notFound } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/session.ts';
import { docs, errorResponses as errors } from '../openapi.ts';
import type { TwoFactorDeps } from '../two-factor/deps.ts';
import { TWO_FACTOR_MESSAGES as MSG } from '../two-factor/messages.ts';
import { twoFactorLimits as limits } from '../two-factor/rate-limits.ts';
import { signInOptions, signInWithPasskey } from './authentication.ts';
import { deletePasskey, listPasskeys } from './passkey-store.ts';
import { registerPasskey, registrationOptions } from './registration.ts';

/** /api/auth/passkeys: register, list and remove passkeys; sign in with one. */
export async function passkeyRoutes(fastify: FastifyInstance, deps: TwoFactorDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: [app.authenticate], preHandler: limits.changes };

  app.get(
    '/api/auth/passkeys',
    {
      onRequest: [app.authenticate],
      schema: {
        ...docs.read,
        summary: "The user's passkeys, newest first",
        response: { 200: passkeyListResponse, ...errors },
      },
    },
    async (request) => ({ passkeys: await listPasskeys(deps.db, currentUser(request).id) }),
  );

  app.post(
    '/api/auth/passkeys/registration-options',
    {
      ...signedIn,
      schema: {
        ...docs.write,
        summary:
          'Options for navigator.credentials.create() (a discoverable credential); needs the password or a fresh provider sign-in',
        body: passkeyRegistrationOptionsBody,
        response: { 200: optionsResponse, ...errors },
      },
    },
    async (request) => ({
      options: {
        ...(await registrationOptions(deps, currentUser(request), request.body.password)),
      },
    }),
  );

  app.post(
    '/api/auth/passkeys',
    {
      ...signedIn,
      schema: {
        ...docs.write,
        summary: 'Register a passkey under a name',
        body: passkeyRegisterBody,
        response: { 201: passkeySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { name, response } = request.body;
      const created = await registerPasskey(deps, currentUser(request).id, name, response);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/api/auth/passkeys/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        ...docs.write,
        summary: "Remove a passkey (another user's id answers 404)",
        params: idParams,
        response: { 200: successResponse, 404: errors[401], ...errors },
      },
    },
    async (request) => {
      if (!(await deletePasskey(deps.db, currentUser(request).id, request.params.id))) {
        throw notFound(MSG.passkeyNotFound);
      }
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/passkeys/sign-in-options',
    {
      preHandler: limits.signIn,
      schema: {
        ...docs.publicWrite,
        summary: "Options for 'Sign in with a passkey' (no account named)",
        response: { 200: optionsResponse, ...errors },
      },
    },
    async () => ({ options: { ...(await signInOptions(deps)) } }),
  );

  app.post(
    '/api/auth/passkeys/sign-in',
    {
      preHandler: limits.signIn,
      schema: {
        ...docs.publicWrite,
        summary: 'Sign in with a passkey, without a password',
        body: passkeySignInBody,
        response: { 200: tokenResponse, ...errors },
      },
    },
    async (request) => ({ token: await signInWithPasskey(deps, request.body.response) }),
  );
}
