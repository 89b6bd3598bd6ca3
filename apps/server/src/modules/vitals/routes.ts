import { errorMessage, validationErrors } from '@elevate/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { safeEqual } from '../../lib/tokens.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { vitalBody, vitalsSummary } from './vitals-schema.ts';
import { recordVital, summariseVitals } from './vitals-service.ts';

const tags = ['vitals'];

/** A page load sends at most five metrics; this leaves room for many tabs behind one address. */
export const VITALS_PER_MINUTE = 120;

/**
 * Real-user metrics from navigator.sendBeacon, which posts without custom
 * headers (so CSRF-exempt) and may label the JSON text/plain.
 */
export async function vitalsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Encapsulated: only this plugin's routes read text/plain as JSON.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(badRequest('Body must be JSON'), undefined);
    }
  });

  r.post(
    '/api/vitals',
    {
      preHandler: rateLimit({
        name: 'vitals',
        max: VITALS_PER_MINUTE,
        windowMs: 60_000,
        msg: 'Too many requests. Please try again later.',
      }),
      schema: {
        tags,
        summary: 'Record one web-vitals measurement (CLS, FCP, INP, LCP or TTFB)',
        body: vitalBody,
        response: {
          204: z.null(),
          400: z.union([validationErrors, errorMessage]),
          429: errorMessage,
        },
      },
    },
    async (request, reply) => {
      const vital = await recordVital(app.db, request.body);
      request.log.info({ vital }, 'web vital');
      return reply.code(204).send(null);
    },
  );

  // Operators' numbers, not users': readable with METRICS_TOKEN only, absent without it.
  const metricsToken = app.config.METRICS_TOKEN;
  if (metricsToken) {
    r.get(
      '/api/vitals/summary',
      {
        onRequest: async (request, reply) => {
          const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
          if (!safeEqual(given, metricsToken)) {
            reply.header('WWW-Authenticate', 'Bearer');
            throw unauthorized('A valid metrics token is required');
          }
        },
        schema: {
          tags,
          summary: '75th percentile of each metric over the last 7 days (Bearer METRICS_TOKEN)',
          security: [{ bearerAuth: [] }],
          response: { 200: vitalsSummary, 401: errorMessage },
        },
      },
      async () => summariseVitals(app.db),
    );
  }

  // The ceiling of the stack for the benchmark: no auth, no database, no cookie.
  r.get(
    '/api/ping',
    { schema: { tags, response: { 200: z.object({ pong: z.literal(true) }) } } },
    async () => ({ pong: true as const }),
  );
}
