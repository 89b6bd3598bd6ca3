import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  sendVerificationBody,
  sendVerificationResponse,
  verifyEmailBody,
  verifyEmailResponse,
} from '@elevate/shared/schemas/auth';
import type { AuthDeps } from './deps.ts';
import { authRateLimits as limits } from './rate-limits.ts';
import { resendVerification, verifyEmail } from './verification-service.ts';

export async function emailRoutes(fastify: FastifyInstance, deps: AuthDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/auth/verification/verify-email',
    {
      preHandler: limits.verify,
      schema: { body: verifyEmailBody, response: { 200: verifyEmailResponse } },
    },
    async (request) => ({ message: await verifyEmail(deps, request.body.token) }),
  );

  app.post(
    '/api/auth/verification/send-verification',
    {
      preHandler: limits.resend,
      schema: { body: sendVerificationBody, response: { 200: sendVerificationResponse } },
    },
    async (request) => ({ message: resendVerification(deps, request.body.email) }),
  );
}
