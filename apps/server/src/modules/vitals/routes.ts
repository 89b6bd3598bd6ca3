import { vitalsApi as api } from '@elevate/shared/contract/vitals';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { contractRoutes } from '../../lib/route.ts';
import { safeEqual } from '../../lib/tokens.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { recordVital, summariseVitals } from './vitals-service.ts';

/** A page load sends at most five metrics; this leaves room for many tabs behind one address. */
export const VITALS_PER_MINUTE = 120;

/**
 * Real-user metrics from navigator.sendBeacon, which posts without custom
 * headers (so CSRF-exempt) and may label the JSON text/plain.
 */
export async function vitalsRoutes(app: FastifyInstance) {
  // No per-user data limit: the beacon has its own per-IP limit, the summary its token.
  const on = contractRoutes(app, []);

  // Encapsulated: only this plugin's routes read text/plain as JSON.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(badRequest('Body must be JSON'), undefined);
    }
  });

  on(
    api.record,
    async (request, reply) => {
      const vital = await recordVital(app.db, request.body);
      request.log.info({ vital }, 'web vital');
      return reply.code(204).send(null);
    },
    {
      preHandler: rateLimit({
        name: 'vitals',
        max: VITALS_PER_MINUTE,
        windowMs: 60_000,
        msg: 'Too many requests. Please try again later.',
      }),
    },
  );

  // Operators' numbers, not users': readable with METRICS_TOKEN only, absent without it.
  const metricsToken = app.config.METRICS_TOKEN;
  if (metricsToken) {
    const requireMetricsToken = async (request: FastifyRequest, reply: FastifyReply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!safeEqual(given, metricsToken)) {
        reply.header('WWW-Authenticate', 'Bearer');
        throw unauthorized('A valid metrics token is required');
      }
    };
    on(api.summary, async () => summariseVitals(app.db), { onRequest: [requireMetricsToken] });
  }

  on(api.ping, async () => ({ pong: true as const }));
}
