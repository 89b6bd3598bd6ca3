import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/api/health',
    {
      schema: {
        response: {
          200: z.object({
            status: z.literal('ok'),
            // Which engine serves, and whether a commit is on disk before it is acknowledged.
            database: z.object({ engine: z.enum(['postgres', 'pglite']), durable: z.boolean() }),
          }),
          503: z.object({ msg: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        const { durable } = await app.database.ping();
        return { status: 'ok' as const, database: { engine: app.database.kind, durable } };
      } catch (err) {
        request.log.warn({ err }, 'health check: database unavailable');
        return reply.code(503).send({ msg: 'Database unavailable' });
      }
    },
  );
}
