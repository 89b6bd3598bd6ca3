import { infrastructureApi as api } from '@elevate/shared/contract/infrastructure';
import type { FastifyInstance } from 'fastify';
import { contractRoutes } from '../../lib/route.ts';

export async function healthRoutes(app: FastifyInstance) {
  // The load balancer's probe: public and never rate limited.
  const on = contractRoutes(app, []);
  on(api.health, async (request, reply) => {
    try {
      const { durable } = await app.database.ping();
      return { status: 'ok' as const, database: { engine: app.database.kind, durable } };
    } catch (err) {
      request.log.warn({ err }, 'health check: database unavailable');
      return reply.code(503).send({ msg: 'Database unavailable' });
    }
  });
}
