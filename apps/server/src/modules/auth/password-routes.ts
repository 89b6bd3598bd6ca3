import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  changePasswordResponse,
  passwordResetBody,
  passwordResetRequestBody,
  passwordResetRequestResponse,
  passwordResetResponse,
  passwordResetVerifyBody,
  passwordResetVerifyResponse,
} from '@elevate/shared/schemas/auth';
import { currentUser } from '../../plugins/session.ts';
import { refuseCommonPassword } from './common-password.ts';
import type { AuthDeps } from './deps.ts';
import { docs, errorResponses as errors } from './openapi.ts';
import {
  changePassword,
  checkResetToken,
  requestPasswordReset,
  resetPassword,
} from './password-service.ts';
import { authRateLimits as limits } from './rate-limits.ts';

export async function passwordRoutes(fastify: FastifyInstance, deps: AuthDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/auth/password-reset/request',
    {
      preHandler: limits.resetRequest,
      schema: {
        ...docs.publicWrite,
        summary: 'Mail a password reset link',
        body: passwordResetRequestBody,
        response: { 200: passwordResetRequestResponse, ...errors },
      },
    },
    async (request) => ({ message: requestPasswordReset(deps, request.body.email) }),
  );

  app.post(
    '/api/auth/password-reset/verify',
    {
      preHandler: limits.reset,
      schema: {
        ...docs.publicWrite,
        summary: 'Check a reset token without using it',
        body: passwordResetVerifyBody,
        response: { 200: passwordResetVerifyResponse, ...errors },
      },
    },
    async (request) => {
      await checkResetToken(deps, request.body.token);
      return { valid: true };
    },
  );

  app.post(
    '/api/auth/password-reset/reset',
    {
      preHandler: [limits.reset, refuseCommonPassword('password')],
      schema: {
        ...docs.publicWrite,
        summary: 'Set a new password with a reset token',
        body: passwordResetBody,
        response: { 200: passwordResetResponse, ...errors },
      },
    },
    async (request) => ({
      message: await resetPassword(deps, request.body.token, request.body.password, {
        removePasskeys: request.body.removePasskeys ?? false,
      }),
    }),
  );

  app.post(
    '/api/auth/change-password',
    {
      onRequest: [app.authenticate],
      preHandler: [limits.changePassword, refuseCommonPassword('newPassword')],
      schema: {
        ...docs.write,
        summary: 'Change the password; ends every session and answers a new token',
        body: changePasswordBody,
        response: { 200: changePasswordResponse, ...errors },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const changed = await changePassword(
        deps,
        currentUser(request),
        currentPassword,
        newPassword,
      );
      return { success: true as const, ...changed };
    },
  );
}
