import { digestApi as api } from '@elevate/shared/contract/digest';
import { DIGEST_MESSAGES as MSG } from '@elevate/shared/schemas/digest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../db/rows.ts';
import { notFound } from '../../lib/errors.ts';
import { contractRoutes } from '../../lib/route.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { digestTimer } from './digest-sender.ts';

/** The weekly digest: its sender in the background, and the link that stops it. */
export async function digestRoutes(app: FastifyInstance) {
  const timer = digestTimer({
    db: app.db,
    mailer: app.mailer,
    appUrl: app.config.APP_URL,
    log: app.log,
  });
  app.addHook('onReady', async () => timer.start());
  app.addHook('onClose', () => timer.stop());

  // A mail program's one-click unsubscribe posts a form; its fields mean nothing here.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  const on = contractRoutes(app, []);
  on(
    api.unsubscribe,
    async (request) => {
      const stopped = rowsOf<{ id: string }>(
        await app.db.execute(sql`
          update users set weekly_digest = false, updated_at = now()
          where digest_token = ${request.query.token} returning id`),
      );
      if (stopped.length === 0) throw notFound(MSG.invalidLink);
      return { success: true as const, message: MSG.unsubscribed };
    },
    {
      preHandler: rateLimit({
        name: 'digest-unsubscribe',
        max: 30,
        windowMs: 15 * 60_000,
        msg: 'Too many requests. Please try again later.',
      }),
    },
  );
}
