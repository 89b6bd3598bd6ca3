import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tokenResponse } from '@elevate/shared/schemas/auth';
import {
  optionsResponse,
  recoveryCodesResponse,
  regenerateRecoveryCodesBody,
  totpDisableBody,
  totpEnableBody,
  totpSetupBody,
  totpSetupResponse,
  twoFactorPasskeyOptionsBody,
  twoFactorStatusResponse,
  twoFactorVerifyBody,
} from '@elevate/shared/schemas/two-factor';
import { successResponse } from '@elevate/shared/schemas/common';
import { currentUser } from '../../../plugins/session.ts';
import { docs, errorResponses as errors } from '../openapi.ts';
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
export async function twoFactorRoutes(fastify: FastifyInstance, deps: TwoFactorDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: [app.authenticate], preHandler: limits.changes };

  app.get(
    '/api/auth/2fa',
    {
      onRequest: [app.authenticate],
      schema: {
        ...docs.read,
        summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
        response: { 200: twoFactorStatusResponse, ...errors },
      },
    },
    async (request) => twoFactorStatus(deps, currentUser(request).id),
  );

  app.post(
    '/api/auth/2fa/totp/setup',
    {
      ...signedIn,
      schema: {
        ...docs.write,
        summary:
          'Start authenticator set-up with the password (or a fresh provider sign-in): a new secret, shown this once (409 when on)',
        body: totpSetupBody,
        response: { 200: totpSetupResponse, ...errors },
      },
    },
    async (request) => setupTotp(deps, currentUser(request), request.body.password),
  );

  app.post(
    '/api/auth/2fa/totp/enable',
    {
      ...signedIn,
      schema: {
        ...docs.write,
        summary: 'Turn two-factor on with a first code; answers ten recovery codes, shown once',
        body: totpEnableBody,
        response: { 200: recoveryCodesResponse, ...errors },
      },
    },
    async (request) => enableTotp(deps, currentUser(request).id, request.body.code),
  );

  app.post(
    '/api/auth/2fa/totp/disable',
    {
      ...signedIn,
      schema: {
        ...docs.write,
        summary: 'Turn two-factor off with the password and a code (or a recovery code)',
        body: totpDisableBody,
        response: { 200: successResponse, ...errors },
      },
    },
    async (request) => {
      await disableTotp(deps, currentUser(request).id, request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/2fa/recovery-codes',
    {
      ...signedIn,
      schema: {
        ...docs.write,
        summary: 'Replace the recovery codes (needs a code); the old ones stop working',
        body: regenerateRecoveryCodesBody,
        response: { 200: recoveryCodesResponse, ...errors },
      },
    },
    async (request) => regenerateRecoveryCodes(deps, currentUser(request).id, request.body.code),
  );

  app.post(
    '/api/auth/2fa/verify',
    {
      preHandler: limits.signIn,
      schema: {
        ...docs.publicWrite,
        summary: 'Second sign-in step: the challenge with a code, a recovery code or a passkey',
        body: twoFactorVerifyBody,
        response: { 200: tokenResponse, ...errors },
      },
    },
    async (request) => ({ token: await verifySecondStep(deps, request.body) }),
  );

  app.post(
    '/api/auth/2fa/passkey-options',
    {
      preHandler: limits.signIn,
      schema: {
        ...docs.publicWrite,
        summary: "Options to answer a sign-in's challenge with one of the account's passkeys",
        body: twoFactorPasskeyOptionsBody,
        response: { 200: optionsResponse, ...errors },
      },
    },
    async (request) => ({
      options: { ...(await secondFactorOptions(deps, request.body.challenge)) },
    }),
  );
}
