import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  sendVerificationBody,
  sendVerificationResponse,
  verifyEmailBody,
  verifyEmailResponse,
} from '@elevate/shared/schemas/auth';
import type { AuthDeps } from './deps.ts';
import { docs, errorResponses as errors } from './openapi.ts';
import { authRateLimits as limits } from './rate-limits.ts';
import { resendVerification, verifyEmail } from './verification-service.ts';

export async function emailRoutes(fastify: FastifyInstance, deps: AuthDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/auth/verification/verify-email',
    {
      preHandler: limits.verify,
      schema: {
        ...docs.publicWrite,
        summary: 'Verify an e-mail address with the mailed token',
        body: verifyEmailBody,
        response: { 200: verifyEmailResponse, ...errors },
      },
    },
    async (request) => ({ message: await verifyEmail(deps, request.body.token) }),
  );

  app.post(
    '/api/auth/verification/send-verification',
    {
      preHandler: limits.resend,
      schema: {
        ...docs.publicWrite,
        summary: 'Mail a new verification link',
        body: sendVerificationBody,
        response: { 200: sendVerificationResponse, ...errors },
      },
    },
    async (request) => ({ message: resendVerification(deps, request.body.email) }),
  );
}
